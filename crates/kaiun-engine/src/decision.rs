//! Pending decisions: what a seat must answer before the game goes on.

use serde::{Deserialize, Serialize};

use game_core::Seat;

use crate::ability::{CardFilter, Cost};
use crate::action::Choice;
use crate::card::CardRef;

/// A question to one seat; answered by an ordinary [`crate::Action`].
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Decision {
    pub seat: Seat,
    pub kind: DecisionKind,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DecisionKind {
    /// セットフェイズ: `must` when the seat has no face-up card (6-3-1), else it may keep (6-3-2).
    Set { must: bool, hand: Vec<CardRef> },
    /// An effect asks; `source` is the card whose ability resolves.
    Choose { source: Option<CardRef>, prompt: Prompt, options: Vec<Choice> },
    /// Both players lost at once: play janken (1-2-3).
    TieBreakJanken,
    /// `card` is about to be put into the trash; its optional replacement effect may apply
    /// instead (8-1-2-3-1). Answered with `Choice::Replace(bool)`.
    Replace { card: CardRef },
}

/// What an effect asks about.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Prompt {
    PayCost(Cost),
    DrawUpTo(u8),
    Discard(u8),
    RandomDiscard { hand_size: u8 },
    Search(CardFilter),
    /// The looked-at cards (shown to this seat only, 11-2-1).
    LookTop(Vec<CardRef>),
    /// The looked-at cards going to the bottom of the deck together: their owner orders them
    /// (3-1-6; the other seat does not learn the order, 3-1-6-1).
    BottomOrder(Vec<CardRef>),
}
