//! [`Event`]s: what happened, returned from `apply` and kept in the game log. Each event can be
//! redacted for a viewer ([`Event::redacted_for`]) following 3-1-5, 11-2 and 11-3.

use game_core::{Hidden, Seat, Visibility};
use serde::{Deserialize, Serialize};

use crate::card::DefId;
use crate::effect::KoCause;
use crate::flow::Phase;
use crate::state::{CardId, Zone};

/// A card object as the log names it: the instance id and its definition.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct CardRef {
    pub id: CardId,
    pub def: DefId,
}

/// Why a game ended in a draw (11-1 loops are capped by the engine).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DrawReason {
    /// Both players met a defeat condition at the same rule check (9-2-1).
    BothLost,
    /// The turn cap of `SetupOptions::max_turns` was reached (loop guard, 11-1-1-1).
    TurnLimit,
    /// The action cap of `SetupOptions::max_actions` was reached (loop guard, 11-1-1-1).
    ActionLimit,
    /// An effect chain did not settle within the engine's step cap (an endless loop, 11-1-1-1).
    EndlessLoop,
}

/// Why a player lost.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum LossReason {
    /// 1-2-1-1-1: damage while the life was 0.
    Damage,
    /// 1-2-1-1-2: the deck is empty.
    DeckOut,
    /// 1-2-3: conceded.
    Concede,
    /// The opponent's deck was empty and their Leader's rule made it a win instead of a defeat
    /// (ルール上, [`crate::effect::Extra::WinWithEmptyDeck`]).
    OpponentWonWithEmptyDeck,
}

/// The end of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum GameResult {
    Win { winner: Seat, reason: LossReason },
    Draw(DrawReason),
}

/// Something that happened. Identities a viewer may not know are `Hidden` after redaction.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Event {
    /// 5-2-1-4: this seat was chosen at random to pick first or second.
    FirstChooserDrawn { seat: Seat },
    /// 5-2-1-5: the first player.
    FirstPlayer { seat: Seat },
    /// 5-2-1-6: mulligan decision.
    Mulligan { seat: Seat, redraw: bool },
    DeckShuffled { seat: Seat },
    TurnStarted { seat: Seat, turn: u32 },
    PhaseStarted { phase: Phase },
    /// A card moved between zones; `to_id` is its new identity (3-1-6).
    Moved { owner: Seat, card: Hidden<CardRef>, to_id: Hidden<CardId>, from: Zone, to: Zone, vis: Visibility },
    /// A card was played from hand (6-5-3).
    Played { seat: Seat, card: CardRef },
    Koed { card: CardRef, cause: KoCause },
    Rested { card: CardId },
    SetActive { card: CardId },
    /// DON!! placed from the DON!! deck to the cost area.
    DonAdded { seat: Seat, count: u8, rested: bool },
    DonAttached { seat: Seat, target: CardId, count: u8 },
    DonReturned { seat: Seat, count: u8 },
    DonRested { seat: Seat, count: u8 },
    DonSetActive { seat: Seat, count: u8 },
    AttackDeclared { attacker: CardId, target: CardId },
    Blocked { blocker: CardId },
    CounterUsed { card: CardRef, target: CardId, amount: i32 },
    PowerChanged { card: CardId, delta: i32 },
    Damage { seat: Seat, amount: u8 },
    TriggerActivated { card: CardRef },
    AbilityActivated { card: CardRef, ability: u8 },
    /// Cards looked at by `seat` only (11-3-1).
    Looked { seat: Seat, cards: Vec<Hidden<CardRef>> },
    /// A card revealed to both players (11-2).
    Revealed { seat: Seat, card: CardRef },
    LifeTurnedFaceUp { seat: Seat, card: CardRef },
    BattleEnded,
    GameOver { result: GameResult },
    /// A judge action (manual correction) taken by `by`.
    Judged { by: Seat, action: crate::judge::JudgeAction },
    /// A face-up Life card turned face down (it stays where it is; both players saw it).
    LifeTurnedFaceDown { seat: Seat, card: CardRef },
    /// DON!! given to `card` placed back in its owner's cost area, rested, by a cost ("return 2
    /// total of your currently given DON!! cards to your cost area rested").
    DonDetached { seat: Seat, card: CardId, count: u8 },
}

impl Event {
    /// This event as `viewer` may know it.
    pub fn redacted_for(&self, viewer: Seat) -> Event {
        match self {
            Event::Moved { owner, card, to_id, from, to, vis } => {
                if vis.shown_to(viewer) {
                    self.clone()
                } else {
                    let _ = (card, to_id);
                    Event::Moved { owner: *owner, card: Hidden::Unknown, to_id: Hidden::Unknown, from: *from, to: *to, vis: *vis }
                }
            }
            Event::Looked { seat, cards } => {
                if *seat == viewer {
                    self.clone()
                } else {
                    Event::Looked { seat: *seat, cards: cards.iter().map(|_| Hidden::Unknown).collect() }
                }
            }
            _ => self.clone(),
        }
    }

    /// Whether this event, as given, names a card identity that `viewer` may not see.
    pub fn leaks_to(&self, viewer: Seat) -> bool {
        match self {
            Event::Moved { card, vis, .. } => !vis.shown_to(viewer) && card.known().is_some(),
            Event::Looked { seat, cards } => *seat != viewer && cards.iter().any(|c| c.known().is_some()),
            _ => false,
        }
    }
}
