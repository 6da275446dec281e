//! Rule tests (named `k<rule>`), determinism and random-play property tests.

mod property;
