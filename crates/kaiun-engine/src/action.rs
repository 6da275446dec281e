//! Actions: complete values a seat sends to the engine, and the errors of [`crate::Game::apply`].

use serde::{Deserialize, Serialize};

use game_core::Seat;

use crate::card::{CardId, Hand};

/// An answer to an effect's question.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Choice {
    /// Do not pay an optional cost (8-3-2-1).
    Decline,
    /// Pay the optional cost, discarding these cards (if the cost discards).
    Pay(Vec<CardId>),
    /// How many, for 「N枚までを」 (4-8).
    Count(u8),
    /// Which cards, for 「N枚を捨てる」.
    Cards(Vec<CardId>),
    /// Which face-down card of the opponent's hand, for 「ランダムに捨てる」 (4-4-3).
    Slot(u8),
    /// Which card to take (or none, 8-4-1-5-3), for a search or a look.
    Take(Option<CardId>),
    /// Apply an optional replacement effect or not (8-1-2-3-1).
    Replace(bool),
    /// The order of cards put at the bottom of the deck together, chosen by their owner (3-1-6):
    /// from the upper to the lowest (the last one becomes the bottom card of the deck).
    Order(Vec<CardId>),
}

/// Everything a seat can do.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Action {
    /// セットフェイズ: put this hand card face down into the battle area (6-3-1, 6-3-2).
    Set { card: CardId },
    /// セットフェイズ: keep the face-up card (6-3-2 「何もしない」).
    Keep,
    /// Answer the pending effect decision.
    Choose(Choice),
    /// The players' own janken (1-2-3, 11-3).
    Janken(Hand),
    /// 投了 (1-2-4), always legal while the game runs.
    Concede,
}

/// Why an action was refused; the game is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ActionError {
    GameOver,
    /// The action is not in `legal_actions(seat)`.
    Illegal { seat: Seat, action: Action },
}

impl std::fmt::Display for ActionError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ActionError::GameOver => write!(f, "the game is over"),
            ActionError::Illegal { seat, action } => write!(f, "{action:?} is not legal for seat {seat} now"),
        }
    }
}

impl std::error::Error for ActionError {}
