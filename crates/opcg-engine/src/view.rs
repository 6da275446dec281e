//! Per-seat views (design pattern 8): plain serde data for the UI, redacted by construction.
//! The opponent's hand, both decks and face-down life are counts or `Hidden::Unknown`.

use game_core::{ByPlayer, Hidden, Seat};
use serde::{Deserialize, Serialize};

use crate::card::{CardKind, Keyword};
use crate::decision::{Decision, DecisionKind};
use crate::event::{Event, GameResult};
use crate::flow::{BattleStep, Phase};
use crate::game::Game;
use crate::state::CardId;

/// A card's identity as shown to a viewer.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct CardView {
    pub id: CardId,
    pub number: String,
    pub name: String,
    pub kind: CardKind,
}

/// A card on the field with its live state.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct FieldCardView {
    pub card: CardView,
    pub rested: bool,
    /// Attached DON!! cards.
    pub don: u8,
    /// Live power (printed + DON!! on the owner's turn + modifiers).
    pub power: i32,
    /// Live cost (floored at 0).
    pub cost: i32,
    pub keywords: Vec<Keyword>,
    /// Played this turn (cannot attack without [Rush], 3-7-4).
    pub summoning_sick: bool,
}

/// One seat's side of the table.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SideView {
    pub seat: Seat,
    pub leader: FieldCardView,
    pub characters: Vec<FieldCardView>,
    pub stage: Option<FieldCardView>,
    /// The viewer's own hand is known; the opponent's is all `Unknown`.
    pub hand: Vec<Hidden<CardView>>,
    pub deck_count: usize,
    /// Bottom first; face-up life cards are known to both (3-10-2-1).
    pub life: Vec<Hidden<CardView>>,
    /// Bottom first (public, 3-5-2).
    pub trash: Vec<CardView>,
    pub don_deck: u8,
    pub don_active: u8,
    pub don_rested: u8,
}

/// The current battle.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct BattleView {
    pub attacker: CardId,
    pub target: CardId,
    pub attacker_power: i32,
    pub target_power: i32,
    pub step: Option<BattleStep>,
}

/// Everything one seat may know, for the UI.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PlayerView {
    pub viewer: Seat,
    pub turn: u32,
    pub turn_player: Seat,
    pub first_player: Option<Seat>,
    pub phase: Phase,
    pub battle: Option<BattleView>,
    pub sides: ByPlayer<SideView>,
    /// Who must act now (both seats may see that).
    pub decision_seat: Option<Seat>,
    /// The pending decision when it is the viewer's.
    pub decision: Option<Decision>,
    /// Identities of the decision's candidate cards the viewer may see (e.g. looked-at cards).
    pub decision_cards: Vec<CardView>,
    pub result: Option<GameResult>,
    /// The log, redacted for the viewer.
    pub log: Vec<Event>,
}

impl Game {
    fn card_view(&self, slot: u16) -> CardView {
        let o = self.st.obj(slot);
        let d = self.db.get(o.def);
        CardView { id: o.id, number: d.number.clone(), name: d.name.clone(), kind: d.kind }
    }

    fn field_view(&self, slot: u16) -> FieldCardView {
        let o = self.st.obj(slot);
        let kws = [Keyword::Rush, Keyword::DoubleAttack, Keyword::Banish, Keyword::Blocker, Keyword::RushCharacter, Keyword::Unblockable];
        FieldCardView {
            card: self.card_view(slot),
            rested: o.rested,
            don: o.don,
            power: self.power_at(slot),
            cost: self.cost_at(slot),
            keywords: kws.into_iter().filter(|&k| self.has_kw(slot, k)).collect(),
            summoning_sick: o.zone == crate::state::Zone::Character && o.played_turn >= self.st.turn,
        }
    }

    /// The game as `viewer` may see it.
    pub fn view(&self, viewer: Seat) -> PlayerView {
        let sides = ByPlayer::from_fn(|seat| {
            let z = &self.st.zones[seat];
            SideView {
                seat,
                leader: self.field_view(z.leader),
                characters: z.chars.iter().map(|&s| self.field_view(s)).collect(),
                stage: z.stage.map(|s| self.field_view(s)),
                hand: z.hand.iter().map(|&s| if seat == viewer { Hidden::Known(self.card_view(s)) } else { Hidden::Unknown }).collect(),
                deck_count: z.deck.len(),
                life: z.life.iter().map(|&s| if self.st.obj(s).face_up { Hidden::Known(self.card_view(s)) } else { Hidden::Unknown }).collect(),
                trash: z.trash.iter().map(|&s| self.card_view(s)).collect(),
                don_deck: z.don_deck,
                don_active: z.don_active,
                don_rested: z.don_rested,
            }
        });
        let battle = self.st.battle.as_ref().map(|b| BattleView {
            attacker: b.attacker,
            target: b.target,
            attacker_power: self.power(b.attacker).unwrap_or(0),
            target_power: self.power(b.target).unwrap_or(0),
            step: self.battle_step(),
        });
        let decision = self.decision().filter(|d| d.seat == viewer);
        let decision_cards = match &decision {
            Some(Decision { kind: DecisionKind::ChooseCards { candidates, .. }, .. }) => {
                candidates.iter().filter_map(|&id| self.st.slot_of(id)).map(|s| self.card_view(s)).collect()
            }
            Some(Decision { kind: DecisionKind::Trigger { card }, .. }) => {
                self.st.slot_of(*card).map(|s| self.card_view(s)).into_iter().collect()
            }
            _ => Vec::new(),
        };
        PlayerView {
            viewer,
            turn: self.st.turn,
            turn_player: self.st.turn_player,
            first_player: self.first_player(),
            phase: self.phase(),
            battle,
            sides,
            decision_seat: self.decision_seat(),
            decision,
            decision_cards,
            result: self.st.result,
            log: self.st.log.iter().map(|e| e.redacted_for(viewer)).collect(),
        }
    }
}
