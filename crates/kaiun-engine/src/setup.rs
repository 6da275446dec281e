//! ゲームの準備 (rule 5): the unchecked setup a [`crate::Game`] is built from.

use serde::{Deserialize, Serialize};

use game_core::{ByPlayer, Seat};

use crate::card::{CardDef, CardNo};

/// デッキの枚数 (rule 5-1-2).
pub const DECK_SIZE: usize = 30;
/// 同一カードナンバーの上限 (rule 5-1-2-1).
pub const MAX_COPIES: usize = 3;
/// バリアの枚数 (rule 5-2-1-3).
pub const BARRIER_SIZE: usize = 5;

/// Everything needed to start a game: both decks (card numbers), the seed of the game's RNG and
/// the card catalog (empty = [`crate::pool::builtin_cards`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameSetup {
    pub decks: ByPlayer<Vec<CardNo>>,
    pub seed: u64,
    #[serde(default)]
    pub cards: Vec<CardDef>,
}

impl GameSetup {
    /// Two decks from the built-in pool.
    #[must_use]
    pub fn new(deck_a: Vec<CardNo>, deck_b: Vec<CardNo>, seed: u64) -> Self {
        GameSetup { decks: ByPlayer::new(deck_a, deck_b), seed, cards: Vec::new() }
    }
}

/// Why a setup cannot become a game (rule 5-2-1-1).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SetupError {
    /// 5-1-2: exactly 30 cards.
    DeckSize { seat: Seat, size: usize },
    /// 5-1-2-1 (or a deck-building permanent effect, 5-1-2-2).
    TooManyCopies { seat: Seat, no: CardNo, count: usize, limit: usize },
    UnknownCard { seat: Seat, no: CardNo },
    DuplicateCardNo(CardNo),
}

impl std::fmt::Display for SetupError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SetupError::DeckSize { seat, size } => write!(f, "deck of seat {seat} has {size} cards, not {DECK_SIZE}"),
            SetupError::TooManyCopies { seat, no, count, limit } => {
                write!(f, "deck of seat {seat} has {count} copies of {no} (at most {limit})")
            }
            SetupError::UnknownCard { seat, no } => write!(f, "deck of seat {seat} names unknown card {no}"),
            SetupError::DuplicateCardNo(no) => write!(f, "the catalog defines {no} twice"),
        }
    }
}

impl std::error::Error for SetupError {}
