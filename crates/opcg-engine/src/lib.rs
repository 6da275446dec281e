//! The One Piece Card Game rules engine (placeholder module tree; see ARCHITECTURE.md).
pub use game_core::{ByPlayer, Rng, Seat};
