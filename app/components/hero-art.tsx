// A decorative double helix for page banners, drawn from a sine so it needs no image file.
const WIDTH = 520;
const HEIGHT = 320;
const TURNS = 2.2;
const STEPS = 26;

function strand(phase: number): Array<[number, number]> {
  return Array.from({ length: STEPS + 1 }, (_unused, i) => {
    const x = 20 + (i / STEPS) * (WIDTH - 40);
    const y = HEIGHT / 2 + Math.sin((i / STEPS) * TURNS * 2 * Math.PI + phase) * 92;
    return [Math.round(x * 10) / 10, Math.round(y * 10) / 10];
  });
}

const toPath = (points: Array<[number, number]>) => points.map(([x, y], i) => `${i ? 'L' : 'M'}${x} ${y}`).join(' ');

const A = strand(0);
const B = strand(Math.PI);

export function HeroArt({ className }: { className?: string }) {
  return (
    <div className={className} aria-hidden="true">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" role="presentation" focusable="false">
        <defs>
          <linearGradient id="hero-art-a" x1="0" x2="1">
            <stop offset="0" stopColor="#5fd3d6" />
            <stop offset="1" stopColor="#8fb8ff" />
          </linearGradient>
          <linearGradient id="hero-art-b" x1="0" x2="1">
            <stop offset="0" stopColor="#8fb8ff" />
            <stop offset="1" stopColor="#5fd3d6" />
          </linearGradient>
        </defs>
        {A.map(([x, y], i) => (
          <line key={x} x1={x} y1={y} x2={B[i][0]} y2={B[i][1]} stroke="#ffffff" strokeOpacity="0.22" strokeWidth="2" />
        ))}
        <path d={toPath(A)} fill="none" stroke="url(#hero-art-a)" strokeWidth="4" strokeLinejoin="round" />
        <path d={toPath(B)} fill="none" stroke="url(#hero-art-b)" strokeWidth="4" strokeLinejoin="round" opacity="0.85" />
        {A.map(([x, y], i) => (
          <g key={`dot-${x}`}>
            <circle cx={x} cy={y} r={i % 3 === 0 ? 6 : 4} fill="#9fe3e5" />
            <circle cx={B[i][0]} cy={B[i][1]} r={i % 3 === 1 ? 6 : 4} fill="#b9d3ff" />
          </g>
        ))}
      </svg>
    </div>
  );
}
