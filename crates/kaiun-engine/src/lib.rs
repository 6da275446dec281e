//! Kaiun Colosseum rules engine (being written).
pub use game_core::{ByPlayer, Rng, Seat};
