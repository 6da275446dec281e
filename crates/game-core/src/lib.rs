//! What the card games of this project share, and nothing more.
//!
//! Both the One Piece Card Game engine (`opcg-engine`) and the Kaiun Colosseum engine build on
//! these pieces: the two seats of a two-player game and per-seat containers ([`Seat`],
//! [`ByPlayer`]), the seeded random number generator that lives inside a game's state
//! ([`Rng`]), the vocabulary of hidden information ([`Visibility`], [`Hidden`]), and the two
//! languages cards and the interface come in ([`Lang`]).
//! Nothing here knows the rules of either game.

mod lang;
mod rng;
mod seat;
mod visibility;

pub use lang::Lang;
pub use rng::Rng;
pub use seat::{ByPlayer, Seat};
pub use visibility::{Hidden, Visibility};
