import { Center, Loader } from '@mantine/core';

/** The host shell's "loading" state (seed 001: a spinner while fetching). */
export function CenteredLoader() {
  return (
    <Center py="md">
      <Loader />
    </Center>
  );
}
