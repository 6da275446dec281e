//! Save files and replays: a game is its setup plus the actions played, in order (the engine is
//! deterministic, so replaying them rebuilds the same game).

use serde::{Deserialize, Serialize};

use game_core::Seat;

use crate::action::{Action, ActionError};
use crate::game::Game;
use crate::setup::{GameSetup, SetupError};

/// The version of [`SaveFile`]'s format.
pub const SAVE_FORMAT: u32 = 1;

/// A saved game: `{format version, setup (with its seed), actions}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SaveFile {
    pub format: u32,
    pub setup: GameSetup,
    pub actions: Vec<(Seat, Action)>,
}

/// Why a save file could not be replayed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ReplayError {
    Format(u32),
    Setup(SetupError),
    Action { index: usize, error: ActionError },
}

impl std::fmt::Display for ReplayError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ReplayError::Format(v) => write!(f, "unknown save format {v}"),
            ReplayError::Setup(e) => write!(f, "bad setup: {e}"),
            ReplayError::Action { index, error } => write!(f, "action #{index}: {error}"),
        }
    }
}

impl std::error::Error for ReplayError {}

impl SaveFile {
    /// Rebuilds the game (undo = replay all but the last action).
    pub fn replay(&self) -> Result<Game, ReplayError> {
        if self.format != SAVE_FORMAT {
            return Err(ReplayError::Format(self.format));
        }
        let mut g = Game::new(self.setup.clone()).map_err(ReplayError::Setup)?;
        for (index, (seat, action)) in self.actions.iter().enumerate() {
            g.apply(*seat, action.clone()).map_err(|error| ReplayError::Action { index, error })?;
        }
        Ok(g)
    }
}
