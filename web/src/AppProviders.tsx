import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import type { IEnvironment } from 'relay-runtime';
import { Toaster } from './components/toaster/toaster.tsx';
import { jotpodSystem } from './theme/system.ts';

/** Everything a screen needs around it: the Chakra system, the Relay environment, the toaster. */
export function AppProviders({ environment, children }: { environment: IEnvironment; children: ReactNode }) {
  return (
    <ChakraProvider value={jotpodSystem()}>
      <RelayEnvironmentProvider environment={environment}>
        {children}
        <Toaster />
      </RelayEnvironmentProvider>
    </ChakraProvider>
  );
}
