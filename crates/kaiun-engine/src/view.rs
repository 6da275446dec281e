//! Per-seat views (3-1-3, 3-1-4): what one player may see, as plain serde data.

use serde::{Deserialize, Serialize};

use game_core::{Hidden, Seat};

use crate::card::CardRef;
use crate::decision::Decision;
use crate::event::{BattleOutcome, Event, Phase};
use crate::game::{Game, GameResult};

/// The card in a battle area as the viewer sees it (3-5-2: the opponent's face-down card is
/// unknown).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct BattleSlotView {
    pub face_up: bool,
    pub card: Hidden<CardRef>,
    /// The 運値 it uses in this turn's battle, once both cards are face up.
    pub luck: Option<i16>,
}

/// One player's side of the table.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SideView {
    pub seat: Seat,
    /// 手札: known for the viewer's own hand only (3-3-2, 3-3-3).
    pub hand: Vec<Hidden<CardRef>>,
    /// デッキ: a count only (3-2-2).
    pub deck_count: usize,
    /// バリア: a count only, even for its owner (3-7-2).
    pub barrier_count: usize,
    /// トラッシュ: public, top last (3-4-2).
    pub trash: Vec<CardRef>,
    /// コストエリア: public (3-6-2).
    pub cost_area: Vec<CardRef>,
    pub battle: Option<BattleSlotView>,
}

/// Everything one seat may know.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PlayerView {
    pub viewer: Seat,
    pub turn: u32,
    pub phase: Phase,
    pub me: SideView,
    pub opponent: SideView,
    /// The viewer's pending decision, with its options.
    pub decision: Option<Decision>,
    /// Who must act now (the UI shows a curtain between two seats that both must).
    pub waiting_for: Vec<Seat>,
    pub outcome: Option<BattleOutcome>,
    /// Cards revealed by the effect being resolved (11-1-2).
    pub revealed: Vec<CardRef>,
    pub log: Vec<Event>,
    pub result: Option<GameResult>,
}

impl Game {
    fn side_view(&self, seat: Seat, viewer: Seat) -> SideView {
        let z = &self.zones[seat];
        let own = seat == viewer;
        SideView {
            seat,
            hand: z.hand.iter().map(|c| if own { Hidden::Known(self.cref(*c)) } else { Hidden::Unknown }).collect(),
            deck_count: z.deck.len(),
            barrier_count: z.barrier.len(),
            trash: z.trash.iter().map(|c| self.cref(*c)).collect(),
            cost_area: z.cost.iter().map(|c| self.cref(*c)).collect(),
            battle: z.battle.map(|s| BattleSlotView {
                face_up: s.face_up,
                card: if s.face_up || own { Hidden::Known(self.cref(s.card)) } else { Hidden::Unknown },
                luck: if s.face_up { self.luck(seat) } else { None },
            }),
        }
    }

    /// The game as `viewer` may see it.
    #[must_use]
    pub fn view(&self, viewer: Seat) -> PlayerView {
        PlayerView {
            viewer,
            turn: self.turn,
            phase: self.phase,
            me: self.side_view(viewer, viewer),
            opponent: self.side_view(viewer.other(), viewer),
            decision: self.decision(viewer),
            waiting_for: self.decision_seats(),
            outcome: self.ts.outcome,
            revealed: self.ts.revealed.iter().map(|c| self.cref(*c)).collect(),
            log: self.log.iter().map(|e| e.for_viewer(viewer)).collect(),
            result: self.result,
        }
    }
}
