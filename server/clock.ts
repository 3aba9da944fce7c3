/**
 * "Now" for the server, from one place: the system clock, read at each call and never cached, so a server that runs
 * for weeks (or one whose clock libfaketime moves, as the stories and the black-box checks do) always plans from the
 * real moment. Everything below server/ takes `now` as an argument; tests pass theirs, or move the clock.
 */
export function now(): Date {
  return new Date();
}
