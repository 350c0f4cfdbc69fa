#!/usr/bin/env node
// The benchmark report arrives with its own issue; until then say so plainly instead of
// pretending to measure anything.
console.log(
  'No benchmark exists yet: `npm run bench` will seed a local instance and write bench/report.json once the benchmarks land.',
);
