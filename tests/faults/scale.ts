/** `npm run test:faults` sets FAULTS_SCALE=full; inside `npm test` the same tests run at a smaller size. */
export const fullScale = process.env.FAULTS_SCALE === "full";

export const scale = fullScale
  ? {
      outageEnquiries: 200,
      crashLoad: 400,
      crashAfter: 150,
      slowEnquiries: 12,
      flakyEnquiries: 40,
      badRequests: 10_000,
    }
  : {
      outageEnquiries: 50,
      crashLoad: 120,
      crashAfter: 40,
      slowEnquiries: 4,
      flakyEnquiries: 12,
      badRequests: 2_000,
    };

/** The seed of the bad-input generator; FAULTS_SEED replays another run. */
export const seed = Number(process.env.FAULTS_SEED ?? 20_261_122);
