//! Events: what happened, for the log and animations, redactable per viewer.

use serde::{Deserialize, Serialize};

use game_core::{ByPlayer, Hidden, Seat};

use crate::ability::{ResultMod, Trigger};
use crate::card::{CardRef, Hand};

/// The phases of a turn (6-1-1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Phase {
    Draw,
    Set,
    Open,
    Battle,
    Cost,
    GameOver,
}

/// The outcome of the battle of a turn (7-1-2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum BattleOutcome {
    Won(Seat),
    /// 引き分け (7-1-2-3, 10-2-3-3)
    Draw,
    /// One battle area was empty: no battle is fought (1-3-2).
    NoBattle,
}

/// Why a player lost (1-2-1-1) or won.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum EndReason {
    /// 1-2-1-1-1
    LostBattleWithoutBarrier,
    /// 1-2-1-1-2
    RefreshedWithoutBarrier,
    /// 1-2-4
    Conceded,
    /// 1-2-6
    CardEffect,
}

/// Both a rule event and a log line.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Event {
    GameStarted,
    TurnStarted { turn: u32 },
    PhaseStarted { phase: Phase },
    Shuffled { seat: Seat },
    BarrierPlaced { seat: Seat, count: u8 },
    Drew { seat: Seat, card: Hidden<CardRef> },
    SetFaceDown { seat: Seat, card: Hidden<CardRef> },
    Kept { seat: Seat },
    Opened { seat: Seat, card: CardRef },
    AbilityTriggered { seat: Seat, card: CardRef, trigger: Trigger },
    AbilityNegated { seat: Seat, card: CardRef, trigger: Trigger },
    CostDeclined { seat: Seat },
    Prohibited { seat: Seat },
    Discarded { seat: Seat, card: CardRef },
    LuckChanged { seat: Seat, card: CardRef, delta: i8 },
    HandSet { seat: Seat, hand: Hand },
    WinDeclared { seat: Seat },
    ResultEffect { seat: Seat, effect: ResultMod },
    Battle { hands: ByPlayer<Hand>, luck: ByPlayer<i16>, outcome: BattleOutcome },
    BarrierToHand { seat: Seat, card: Hidden<CardRef> },
    BarrierToTrash { seat: Seat, card: CardRef },
    DeckToBarrier { seat: Seat },
    Milled { seat: Seat, card: CardRef },
    Refreshed { seat: Seat, cards: u8 },
    Revealed { seat: Seat, card: CardRef },
    Looked { seat: Seat, cards: Vec<Hidden<CardRef>> },
    /// A card moved from the deck to the hand; public when revealed by a search (11-1-1).
    TookFromDeck { seat: Seat, card: Hidden<CardRef> },
    ToHand { seat: Seat, card: CardRef },
    Trashed { seat: Seat, card: CardRef },
    Replaced { seat: Seat, card: CardRef },
    CostPaid { seat: Seat, cards: Vec<CardRef> },
    CostAreaCleared { seat: Seat, count: u8 },
    LoseCondition { seat: Seat, reason: EndReason },
    TieBreak { picks: ByPlayer<Hand> },
    Conceded { seat: Seat },
    GameOver { winner: Seat, reason: EndReason },
}

fn hide(card: &Hidden<CardRef>, owner: Seat, viewer: Seat) -> Hidden<CardRef> {
    if owner == viewer {
        card.clone()
    } else {
        Hidden::Unknown
    }
}

/// `events` (e.g. what [`crate::Game::apply`] returned) as `viewer` may know them.
#[must_use]
pub fn redact(events: &[Event], viewer: Seat) -> Vec<Event> {
    events.iter().map(|e| e.for_viewer(viewer)).collect()
}

impl Event {
    /// This event as `viewer` may know it: the opponent's draws, face-down sets, barriers
    /// taken into hand and looked-at cards become [`Hidden::Unknown`].
    #[must_use]
    pub fn for_viewer(&self, viewer: Seat) -> Event {
        match self {
            Event::Drew { seat, card } => Event::Drew { seat: *seat, card: hide(card, *seat, viewer) },
            Event::SetFaceDown { seat, card } => Event::SetFaceDown { seat: *seat, card: hide(card, *seat, viewer) },
            Event::BarrierToHand { seat, card } => Event::BarrierToHand { seat: *seat, card: hide(card, *seat, viewer) },
            Event::TookFromDeck { seat, card } => Event::TookFromDeck { seat: *seat, card: hide(card, *seat, viewer) },
            Event::Looked { seat, cards } => {
                Event::Looked { seat: *seat, cards: cards.iter().map(|c| hide(c, *seat, viewer)).collect() }
            }
            other => other.clone(),
        }
    }
}
