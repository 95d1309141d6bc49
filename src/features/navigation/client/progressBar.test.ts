import nprogress from 'nprogress';
import './progressBar';

jest.mock('nprogress', () => ({
  __esModule: true,
  default: {configure: jest.fn()},
}));

describe('progress bar client module', () => {
  it("sets minimum 0.08, speed 200 ms, trickle rate 0.02 and trickle speed 800 ms on Docusaurus's nprogress", () => {
    expect(nprogress.configure).toHaveBeenCalledWith({
      minimum: 0.08,
      speed: 200,
      trickle: true,
      trickleRate: 0.02,
      trickleSpeed: 800,
      showSpinner: false,
    });
  });
});
