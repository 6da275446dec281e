//! What the card games of this project share, and nothing more.
//!
//! Both the One Piece Card Game engine (`opcg-engine`) and the Kaiun Colosseum engine build on
//! these pieces: the two seats of a two-player game and per-seat containers ([`Seat`],
//! [`ByPlayer`]), the seeded random number generator that lives inside a game's state
//! ([`Rng`]), and the vocabulary of hidden information ([`Visibility`], [`Hidden`]).
//! Nothing here knows the rules of either game.

mod rng;
mod seat;
mod visibility;

pub use rng::Rng;
pub use seat::{ByPlayer, Seat};
pub use visibility::{Hidden, Visibility};
