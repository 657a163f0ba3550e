import { Center, Loader } from '@mantine/core';

/** The host shell's "loading" state (docs/screens.md#host-shell: a spinner while fetching). */
export function CenteredLoader() {
  return (
    <Center py="md">
      <Loader />
    </Center>
  );
}
