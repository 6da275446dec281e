//! Judge actions (手動の調整): manual corrections for what the engine did not understand — a
//! card text it could not read, or a ruling the players agree on. Each is carried out through
//! the same choke points as the rules (zone moves, rest, modifiers, DON!!), logged as an
//! [`Event::Judged`], and kept in a save like any action.
//!
//! They are not in `legal_actions` (they are not plays of the game) and are accepted only at
//! safe moments: every kind while the turn player's main phase waits for a play (no effect
//! resolving, no battle running, so no pending decision can refer to a card a judge moved; what
//! a move or K.O. triggers then resolves at once, and the main phase asks again); and the ones
//! that move no card out of play — power ±, rest/active, draw, DON!! — also while a battle waits
//! for a block or a counter, where a judge most often stands in for an unread [Counter] or
//! [On Block] effect.

use game_core::Seat;
use serde::{Deserialize, Serialize};

use crate::decision::DecisionKind;
use crate::effect::{Amount, Duration, Modifier};
use crate::event::Event;
use crate::game::Game;
use crate::state::{CardId, Zone};

/// Where a judge can put a card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum JudgeZone {
    Hand,
    Trash,
    DeckTop,
    DeckBottom,
    /// The top of the owner's Life, face down.
    LifeTop,
}

/// One manual correction.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum JudgeAction {
    /// Put a card (not a Leader) into one of its owner's zones.
    MoveCard { card: CardId, to: JudgeZone },
    /// Rest or set active a Leader, Character or Stage.
    SetRested { card: CardId, rested: bool },
    /// +/− power to a Leader or Character during this turn; at most
    /// [`JUDGE_POWER_LIMIT`] either way.
    Power { card: CardId, delta: i32 },
    /// K.O. a Character, as an effect of the judging seat would (10-2-1): replacement effects
    /// and its [On K.O.] apply.
    Ko { card: CardId },
    /// The seat draws a card.
    Draw { seat: Seat },
    /// One DON!! card from the seat's DON!! deck to its cost area, active.
    DonFromDeck { seat: Seat },
    /// One DON!! card of the seat's cost area back to its DON!! deck.
    DonToDeck { seat: Seat },
    /// Give one DON!! card of the owner's cost area — a rested one or an active one — to their
    /// Leader or Character ("give up to 1 rested DON!! card to …", 6-5-5 by hand).
    GiveDon { card: CardId, rested: bool },
}

/// The largest power change one judge action may make, either way: ten times the strongest
/// printed power (13,000 in the sets up to OP-12) rounded up — far beyond any correction a
/// card could ask for, and far from the ends of `i32` (live power also saturates, so even
/// many such steps cannot wrap around).
pub const JUDGE_POWER_LIMIT: i32 = 200_000;

/// Why a judge action was refused. The game is unchanged.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum JudgeError {
    GameOver,
    /// Not at this moment: everything while the main phase waits for a play or text is carried
    /// out by hand; power, rest, draw and DON!! also in a battle's block and counter steps;
    /// nothing while an effect asks.
    NotNow,
    /// A card id that is stale or never existed.
    UnknownCard,
    /// Leaders stay in the leader area (3-6-3).
    Leader,
    /// The card is not on the field (rest, power).
    NotOnField,
    /// Nothing to do (an empty deck, no DON!! there).
    Nothing,
    /// A power change beyond ±[`JUDGE_POWER_LIMIT`].
    PowerOutOfRange { delta: i32 },
}

impl std::fmt::Display for JudgeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            JudgeError::GameOver => f.write_str("the game is over"),
            JudgeError::NotNow => f.write_str(
                "judge actions are taken while the main phase waits for a play or text is carried out by hand (power, rest, draw and DON!! also in a battle's block and counter steps)",
            ),
            JudgeError::UnknownCard => f.write_str("that card is no longer there"),
            JudgeError::Leader => f.write_str("a Leader stays in the leader area"),
            JudgeError::NotOnField => f.write_str("that card is not on the field"),
            JudgeError::Nothing => f.write_str("there is nothing to move"),
            JudgeError::PowerOutOfRange { delta } => {
                write!(f, "a power change of {delta} is out of range (at most {JUDGE_POWER_LIMIT} either way)")
            }
        }
    }
}

impl std::error::Error for JudgeError {}

impl Game {
    /// Carries out a judge action for `by` (either seat may ask). Refused actions change nothing.
    pub fn judge(&mut self, by: Seat, action: JudgeAction) -> Result<Vec<Event>, JudgeError> {
        // A value no judge could mean is refused whatever the moment.
        if let JudgeAction::Power { delta, .. } = action {
            if !(-JUDGE_POWER_LIMIT..=JUDGE_POWER_LIMIT).contains(&delta) {
                return Err(JudgeError::PowerOutOfRange { delta });
            }
        }
        if self.st.result.is_some() {
            return Err(JudgeError::GameOver);
        }
        let quiet = matches!(self.decision_kind(), Some(DecisionKind::Main)) && self.st.battle.is_none();
        let in_battle = matches!(self.decision_kind(), Some(DecisionKind::Block { .. } | DecisionKind::Counter { .. }));
        let moves_cards = matches!(action, JudgeAction::MoveCard { .. } | JudgeAction::Ko { .. });
        // text carried out by hand: every judge action, the question asked again afterwards
        let by_hand = matches!(self.decision_kind(), Some(DecisionKind::ByHand { .. }));
        if !(quiet || by_hand || (in_battle && !moves_cards)) {
            return Err(JudgeError::NotNow);
        }
        // Check everything before touching the state.
        let slot_of = |id: CardId| self.st.slot_of(id).ok_or(JudgeError::UnknownCard);
        match &action {
            JudgeAction::MoveCard { card, .. } => {
                let slot = slot_of(*card)?;
                if self.st.obj(slot).zone == Zone::Leader {
                    return Err(JudgeError::Leader);
                }
            }
            JudgeAction::GiveDon { card, rested } => {
                let slot = slot_of(*card)?;
                if !matches!(self.st.obj(slot).zone, Zone::Leader | Zone::Character) {
                    return Err(JudgeError::NotOnField);
                }
                let z = &self.st.zones[self.st.obj(slot).owner];
                if (if *rested { z.don_rested } else { z.don_active }) == 0 {
                    return Err(JudgeError::Nothing);
                }
            }
            JudgeAction::SetRested { card, .. } | JudgeAction::Power { card, .. } => {
                let slot = slot_of(*card)?;
                if !self.st.obj(slot).zone.is_field() {
                    return Err(JudgeError::NotOnField);
                }
                if matches!(action, JudgeAction::Power { .. }) && self.st.obj(slot).zone == Zone::Stage {
                    return Err(JudgeError::NotOnField);
                }
            }
            JudgeAction::Ko { card } if self.st.obj(slot_of(*card)?).zone != Zone::Character => return Err(JudgeError::NotOnField),
            JudgeAction::Draw { seat } if self.st.zones[*seat].deck.is_empty() => return Err(JudgeError::Nothing),
            JudgeAction::DonFromDeck { seat } if self.st.zones[*seat].don_deck == 0 => return Err(JudgeError::Nothing),
            JudgeAction::DonToDeck { seat } if self.st.zones[*seat].don_active + self.st.zones[*seat].don_rested == 0 => {
                return Err(JudgeError::Nothing)
            }
            _ => {}
        }
        self.legal_cache.borrow_mut().invalidate();
        // The state changes without an action: the next action is not taken from the state
        // listed last (the loop watch records nothing for it).
        self.st.loops.listed.set(None);
        if quiet {
            // The main phase's question is asked again once what this triggers has resolved.
            self.st.pending = None;
        }
        if by_hand {
            // Asked again once what this triggers has resolved (one question at a time).
            if let Some(crate::state::Pending { cont: crate::state::Cont::ByHand { text, ctx }, .. }) = self.st.pending.take() {
                self.st.work.push(crate::state::Work::Eff(Box::new(crate::effect::Effect::ByHand(text)), ctx));
            }
        }
        let start = self.st.log.len();
        self.log(Event::Judged { by, action: action.clone() });
        match action {
            JudgeAction::MoveCard { card, to } => {
                let Some(slot) = self.st.slot_of(card) else { return Err(JudgeError::UnknownCard) };
                let (zone, bottom) = match to {
                    JudgeZone::Hand => (Zone::Hand, false),
                    JudgeZone::Trash => (Zone::Trash, false),
                    JudgeZone::DeckTop => (Zone::Deck, false),
                    JudgeZone::DeckBottom => (Zone::Deck, true),
                    JudgeZone::LifeTop => (Zone::Life, false),
                };
                self.move_obj(slot, zone, bottom);
            }
            JudgeAction::SetRested { card, rested } => {
                if let Some(slot) = self.st.slot_of(card) {
                    if self.st.obj(slot).rested != rested {
                        self.st.objs[slot as usize].rested = rested;
                        self.log(if rested { Event::Rested { card } } else { Event::SetActive { card } });
                    }
                }
            }
            JudgeAction::Power { card, delta } => self.add_mod(card, Modifier::Power(Amount::Fixed(delta)), Duration::ThisTurn, by),
            JudgeAction::Ko { card } => {
                self.st.work.push(crate::state::Work::Ko { target: card, cause: crate::effect::KoCause::Effect, by, used: Vec::new(), joint: false });
            }
            JudgeAction::Draw { seat } => {
                self.draw_one(seat);
            }
            JudgeAction::DonFromDeck { seat } => {
                self.add_don(seat, 1, false);
            }
            JudgeAction::GiveDon { card, rested } => {
                if let Some(slot) = self.st.slot_of(card) {
                    self.give_don(slot, 1, rested);
                }
            }
            JudgeAction::DonToDeck { seat } => {
                let z = &mut self.st.zones[seat];
                if z.don_active > 0 { z.don_active -= 1 } else { z.don_rested -= 1 }
                z.don_deck += 1;
                self.log(Event::DonReturned { seat, count: 1 });
            }
        }
        self.rule_check();
        self.run();
        Ok(self.st.log[start..].to_vec())
    }
}
