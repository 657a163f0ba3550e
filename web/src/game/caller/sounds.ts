/** Win and lose sounds, synthesised (no files to load): a rising arpeggio, a falling tone. */
let ctx: AudioContext | null = null;

function tone(freqs: number[], stepMs: number, type: OscillatorType) {
  try {
    ctx ??= new AudioContext();
    const start = ctx.currentTime;
    freqs.forEach((f, i) => {
      const osc = ctx!.createOscillator();
      const gain = ctx!.createGain();
      osc.type = type;
      osc.frequency.value = f;
      const t0 = start + (i * stepMs) / 1000;
      gain.gain.setValueAtTime(0.15, t0);
      gain.gain.exponentialRampToValueAtTime(0.001, t0 + stepMs / 1000);
      osc.connect(gain).connect(ctx!.destination);
      osc.start(t0);
      osc.stop(t0 + stepMs / 1000);
    });
  } catch {
    // no audio: silence
  }
}

export const playWin = () => tone([523, 659, 784, 1047], 140, 'triangle');
export const playLose = () => tone([392, 311, 247], 200, 'sawtooth');

/** Confetti, 200 pieces (docs/screens.md#caller-rules), loaded only when someone wins. */
export function celebrate() {
  void import('canvas-confetti').then(({ default: confetti }) =>
    confetti({ particleCount: 200, spread: 90, origin: { y: 0.6 } }),
  );
}
