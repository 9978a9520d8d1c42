import { Button } from '@chakra-ui/react';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import type { DefaultTopicButton_pod$key } from '../../__generated__/DefaultTopicButton_pod.graphql.ts';
import type { DefaultTopicButtonMutation } from '../../__generated__/DefaultTopicButtonMutation.graphql.ts';
import { toaster } from '../toaster/toaster.tsx';
import { WithViewer } from '../../session/WithViewer.tsx';

const setDefaultPodMutation = graphql`
  mutation DefaultTopicButtonMutation($input: SetDefaultPodInput!) {
    setDefaultPod(input: $input) {
      __typename
      ... on SetDefaultPodPayload {
        # Both pods whose isDefault changed, and the viewer's defaultPod (read by /feeds).
        pod {
          id
          isDefault
        }
        previousDefaultPod {
          id
          isDefault
        }
        viewer {
          id
          defaultPod {
            id
            databaseId
          }
        }
      }
      ... on ValidationError {
        message
      }
    }
  }
`;

/**
 * The pod page's default-topic toggle: 'Set as Default Topic' or 'Unset Default
 * Topic' by isDefault, disabled with a spinner while the request runs.
 */
export function DefaultTopicToggle({ pod }: { pod: DefaultTopicButton_pod$key }) {
  const data = useFragment(
    graphql`
      fragment DefaultTopicButton_pod on Pod {
        id
        isDefault
      }
    `,
    pod,
  );
  const [commit, submitting] = useMutation<DefaultTopicButtonMutation>(setDefaultPodMutation);

  const onClick = () => {
    commit({
      // The current default pod's own id unsets it (the bff's contract), and keeps `pod` in the payload.
      variables: { input: { podId: data.id } },
      onCompleted: ({ setDefaultPod }) => {
        if (setDefaultPod.__typename === 'SetDefaultPodPayload') {
          toaster.create({ title: 'Default Topic updated successfully.', type: 'success' });
        } else {
          toaster.create({ title: setDefaultPod.__typename === 'ValidationError' ? setDefaultPod.message : 'The default topic could not be changed.', type: 'error' });
        }
      },
      onError: (error) => toaster.create({ title: error.message, type: 'error' }),
    });
  };

  return (
    <Button
      variant={data.isDefault ? 'outline' : 'solid'}
      colorPalette="brand"
      loading={submitting}
      disabled={submitting}
      onClick={onClick}
    >
      {data.isDefault ? 'Unset Default Topic' : 'Set as Default Topic'}
    </Button>
  );
}

/** Only signed-in users have a default topic: visitors see nothing. */
export function DefaultTopicButton({ pod }: { pod: DefaultTopicButton_pod$key }) {
  return <WithViewer provisional="device">{(viewer) => (viewer ? <DefaultTopicToggle pod={pod} /> : null)}</WithViewer>;
}
