//! Why an action is not legal now: the engine says it, so an interface that refuses a drop
//! tells the player the rule that applies to this card at this moment (a card that may attack
//! active Characters is never told it may not), not a fixed hint of its own.

use game_core::Seat;

use crate::action::Action;
use crate::card::{CardKind, Keyword};
use crate::decision::DecisionKind;
use crate::effect::{PlayerRestriction, Prohibition};
use crate::game::Game;
use crate::state::{CardId, Zone};

/// The first reason, in the order the rules check them, why an action is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The game is over.
    GameOver,
    /// Another player decides now, or this is not the moment for this kind of action (an
    /// attack or a play outside one's own main phase, 6-5).
    NotNow,
    /// A card that is not there any more (it moved, 3-1-6).
    UnknownCard,
    /// Neither player attacks in their first turn (6-5-6-1).
    FirstTurnNoAttack,
    /// Only one's own Leader or Characters attack.
    AttackerNotYours,
    /// A rested card cannot attack (6-5-6-1).
    AttackerRested,
    /// A Character played this turn cannot attack without [Rush] (3-7-4, 10-1-1).
    PlayedThisTurn,
    /// An effect says this card cannot attack.
    CannotAttack,
    /// Attacks go to the opponent's Leader or Characters.
    TargetNotOpponents,
    /// An active Character cannot be attacked (only rested ones, 6-5-6-1) by this card.
    TargetActive,
    /// Cards are played from one's own hand.
    NotInHand,
    /// Not enough active DON!! to pay the cost (6-5-3-1).
    CostTooHigh { cost: i32, active: u8 },
    /// An effect forbids playing this kind of card now.
    PlayRestricted,
    /// An Event whose [Main] cannot be used now (its conditions, or it has none).
    EventNotNow,
    /// A card of this kind is not played by this move.
    NotPlayable,
    /// No active DON!! in the cost area to give (6-5-5).
    NoActiveDon,
    /// DON!! go to one's own Leader or Characters (6-5-5-1).
    DonTargetNotYours,
    /// This seat already took this action in exactly this state: a loop it can stop may not be
    /// chosen again (11-1-1-2, 11-1-1-3).
    RepeatsLoop,
    /// Legal moves exist but this is not one of them (no more specific reason known).
    Other,
}

impl Game {
    /// Why `seat` may not take `action` now; none when it is legal.
    #[must_use]
    pub fn refusal(&self, seat: Seat, action: &Action) -> Option<Refusal> {
        if self.is_legal(seat, action) {
            return None;
        }
        if self.st.result.is_some() {
            return Some(Refusal::GameOver);
        }
        if self.repeats_loop(seat, action) {
            return Some(Refusal::RepeatsLoop);
        }
        let main = matches!(&self.st.pending, Some(p) if p.seat == seat && matches!(p.kind, DecisionKind::Main));
        let mine = |id: CardId| self.owner_of(id) == Some(seat);
        Some(match *action {
            Action::DeclareAttack { attacker, target } => {
                if !main {
                    return Some(Refusal::NotNow);
                }
                let (Some(a), Some(t)) = (self.st.slot_of(attacker), self.st.slot_of(target)) else { return Some(Refusal::UnknownCard) };
                let (ao, to) = (self.st.obj(a), self.st.obj(t));
                if !mine(attacker) || !matches!(ao.zone, Zone::Leader | Zone::Character) {
                    Refusal::AttackerNotYours
                } else if self.st.turn < 3 {
                    Refusal::FirstTurnNoAttack
                } else if ao.rested {
                    Refusal::AttackerRested
                } else if self.prohibited_in(a, Prohibition::Attack, None) {
                    Refusal::CannotAttack
                } else if to.owner == seat || !matches!(to.zone, Zone::Leader | Zone::Character) {
                    Refusal::TargetNotOpponents
                } else if to.zone == Zone::Character && self.st.attack_limits && self.attack_target_prohibited(a, t) {
                    Refusal::CannotAttack
                } else if to.zone == Zone::Leader
                    && ao.zone == Zone::Character
                    && ao.played_turn >= self.st.turn
                    && self.prohibited_in(a, Prohibition::AttackLeaderOnPlayedTurn, None)
                {
                    Refusal::CannotAttack
                } else if ao.zone == Zone::Character
                    && ao.played_turn >= self.st.turn
                    && !self.has_kw_in(a, Keyword::Rush, None)
                    && !(self.has_kw_in(a, Keyword::RushCharacter, None) && to.zone == Zone::Character)
                {
                    Refusal::PlayedThisTurn
                } else if to.zone == Zone::Character && !to.rested {
                    Refusal::TargetActive
                } else {
                    Refusal::Other
                }
            }
            Action::PlayCard { card, .. } => {
                if !main {
                    return Some(Refusal::NotNow);
                }
                let Some(s) = self.st.slot_of(card) else { return Some(Refusal::UnknownCard) };
                let o = self.st.obj(s);
                if o.owner != seat || o.zone != Zone::Hand {
                    return Some(Refusal::NotInHand);
                }
                let cost = self.play_cost(seat, s, self.cost_at(s));
                let active = self.st.zones[seat].don_active;
                match self.def_at(s).kind {
                    _ if cost > i32::from(active) => Refusal::CostTooHigh { cost, active },
                    CardKind::Character if self.restricted(seat, PlayerRestriction::PlayCharacters) => Refusal::PlayRestricted,
                    CardKind::Event if self.restricted(seat, PlayerRestriction::PlayEvents) => Refusal::PlayRestricted,
                    CardKind::Event => Refusal::EventNotNow,
                    CardKind::Character | CardKind::Stage => Refusal::Other,
                    CardKind::Leader | CardKind::Don => Refusal::NotPlayable,
                }
            }
            Action::AttachDon { target, .. } => {
                if !main {
                    return Some(Refusal::NotNow);
                }
                let Some(t) = self.st.slot_of(target) else { return Some(Refusal::UnknownCard) };
                let to = self.st.obj(t);
                if self.st.zones[seat].don_active == 0 {
                    Refusal::NoActiveDon
                } else if to.owner != seat || !matches!(to.zone, Zone::Leader | Zone::Character) {
                    Refusal::DonTargetNotYours
                } else {
                    Refusal::Other
                }
            }
            _ if self.st.pending.as_ref().is_none_or(|p| p.seat != seat) => Refusal::NotNow,
            _ => Refusal::Other,
        })
    }
}
