/**
 * A clock a test moves by hand: the system's time plus whatever the test has added. Given to the
 * services that take a `now` (startTestServer's `now` option), it stands in for waiting.
 */
export function testClock() {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance(ms: number) {
      offsetMs += ms;
    },
  };
}
