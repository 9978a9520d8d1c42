import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuDownload } from 'react-icons/lu';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { DownloadMyDataQuery } from '../../__generated__/DownloadMyDataQuery.graphql.ts';
import { errorMessage } from '../../components/actions/errorMessage.ts';
import { toaster } from '../../components/toaster/toaster.tsx';

/** Asked only on the button's press, never with the profile screen: it reads the whole account. */
const dataExportQuery = graphql`
  query DownloadMyDataQuery {
    viewer {
      id
      dataExport
    }
  }
`;

/** The file's name: jotpod-data-YYYY-MM-DD.json (the day it was downloaded, UTC). */
export function exportFileName(now: Date): string {
  return `jotpod-data-${now.toISOString().slice(0, 10)}.json`;
}

function saveFile(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click ran; the object URL can go on the next tick.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Download my data: one JSON file with the profile, jots, likes, follows and block and mute lists.
 * The button spins while the file is put together; a failure is a toast.
 */
export function DownloadMyData() {
  const environment = useRelayEnvironment();
  const [preparing, setPreparing] = useState(false);
  const download = () => {
    if (preparing) return;
    setPreparing(true);
    fetchQuery<DownloadMyDataQuery>(environment, dataExportQuery, {}, { fetchPolicy: 'network-only' }).subscribe({
      next: ({ viewer }) => {
        if (!viewer) {
          toaster.create({ title: 'Your data could not be downloaded.', description: 'Please sign in again.', type: 'error' });
          return;
        }
        saveFile(exportFileName(new Date()), viewer.dataExport);
        toaster.create({ title: 'Your data is downloaded.', type: 'success' });
      },
      error: (error: unknown) => {
        setPreparing(false);
        toaster.create({ title: 'Your data could not be downloaded.', description: errorMessage(error), type: 'error' });
      },
      complete: () => setPreparing(false),
    });
  };
  return (
    <Stack gap="2" align="flex-start">
      <Text color="fg.muted">A JSON file with your profile, jots, likes, follows and block and mute lists.</Text>
      <Button variant="outline" colorPalette="brand" loading={preparing} loadingText="Preparing your file…" onClick={download}>
        <LuDownload aria-hidden /> Download my data
      </Button>
    </Stack>
  );
}
