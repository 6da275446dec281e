//! The turn (6): draw, set, open, battle, cost; and rule processing (9).

use game_core::{ByPlayer, Seat};

use super::resolver::Pump;
use super::{Flow, Game, Next, TurnState};
use crate::ability::{ResultMod, Trigger};
use crate::event::{BattleOutcome, EndReason, Event, Phase};

impl Game {
    /// Runs the turn machine until a seat must decide or the game is over.
    pub(crate) fn advance(&mut self, ev: &mut Vec<Event>) {
        // Every step either waits or moves on; the bound only guards against a bug looping.
        for _ in 0..100_000 {
            if self.result.is_some() {
                self.flow = super::Flow::Over;
                self.phase = Phase::GameOver;
                return;
            }
            match std::mem::replace(&mut self.flow, Flow::Over) {
                Flow::Draw => self.draw_phase(ev),
                Flow::Set { done } => {
                    if done.a && done.b {
                        self.flow = Flow::Open;
                    } else {
                        self.flow = Flow::Set { done };
                        return;
                    }
                }
                Flow::Open => self.open_phase(ev),
                Flow::Resolving { mut batch, next } => match self.pump(&mut batch, ev) {
                    Pump::Blocked => {
                        self.flow = Flow::Resolving { batch, next };
                        return;
                    }
                    Pump::Interrupted => {}
                    Pump::Done => {
                        // 11-1-2: revealed cards are hidden again once the effect is resolved.
                        self.ts.revealed.clear();
                        self.flow = match next {
                            Next::Battle => Flow::Battle,
                            Next::LoseTriggers => Flow::LoseTriggers,
                            Next::Result => Flow::Result,
                            Next::EndTurn => Flow::EndTurn,
                        };
                    }
                },
                Flow::Battle => self.battle_phase(ev),
                Flow::LoseTriggers => {
                    // 7-1-4: the losing card's 【バトル敗北時】.
                    if let Some(BattleOutcome::Won(w)) = self.ts.outcome {
                        self.start_batch(&[w.other()], Trigger::OnBattleLose, Next::Result, ev);
                    } else {
                        self.flow = Flow::Result;
                    }
                }
                Flow::Result => self.result_processing(ev),
                Flow::Cost => self.cost_phase(ev),
                Flow::Cleanup => {
                    if self.ask_replace.a.is_some() || self.ask_replace.b.is_some() {
                        self.flow = Flow::Cleanup;
                        return;
                    }
                    self.end_of_turn(ev);
                }
                Flow::EndTurn => {
                    // 6-6-6
                    self.ts = TurnState::default();
                    self.flow = Flow::Draw;
                }
                Flow::TieBreak => {
                    self.flow = Flow::TieBreak;
                    return;
                }
                Flow::Over => return,
            }
        }
    }

    /// 9-2: losers by rule processing. Returns true when the game stopped (over or janken).
    pub(crate) fn rule_processing(&mut self, ev: &mut Vec<Event>) -> bool {
        if self.result.is_some() {
            return true;
        }
        match (self.lose.a, self.lose.b) {
            (Some(_), Some(_)) => {
                // 1-2-3: both lose at once; janken decides.
                self.flow = Flow::TieBreak;
                true
            }
            (Some(r), None) => {
                self.end(Seat::B, r, ev);
                true
            }
            (None, Some(r)) => {
                self.end(Seat::A, r, ev);
                true
            }
            (None, None) => false,
        }
    }

    /// 6-2: both players draw one card.
    fn draw_phase(&mut self, ev: &mut Vec<Event>) {
        self.turn += 1;
        self.phase = Phase::Draw;
        ev.push(Event::TurnStarted { turn: self.turn });
        ev.push(Event::PhaseStarted { phase: Phase::Draw });
        for seat in Seat::BOTH {
            self.draw(seat, 1, false, ev);
        }
        if self.rule_processing(ev) {
            return;
        }
        // 6-2-2
        self.phase = Phase::Set;
        ev.push(Event::PhaseStarted { phase: Phase::Set });
        // A seat with nothing to choose (empty hand) is done at once (1-3-2).
        let done = ByPlayer::from_fn(|s| self.zones[s].hand.is_empty());
        self.flow = Flow::Set { done };
    }

    /// 6-4: turn face-down cards face up (6-4-1), then the 【開運時】 abilities (6-4-2).
    ///
    /// 10-1-1-1 makes 【開運時】 "a keyword effect activated in the open phase", not "when
    /// turned face up": a face-up card kept in the battle area from an earlier turn (6-3-2)
    /// activates it again in this turn's open phase; 10-1-1-2 limits it to once per turn.
    fn open_phase(&mut self, ev: &mut Vec<Event>) {
        self.phase = Phase::Open;
        ev.push(Event::PhaseStarted { phase: Phase::Open });
        let mut face_up = Vec::new();
        for seat in Seat::BOTH {
            if let Some(slot) = &mut self.zones[seat].battle {
                if !slot.face_up {
                    slot.face_up = true;
                    let c = slot.card;
                    ev.push(Event::Opened { seat, card: self.cref(c) });
                }
                face_up.push(seat);
            }
        }
        self.start_batch(&face_up, Trigger::OnOpen, Next::Battle, ev);
    }

    /// 7-1-1 .. 7-1-3.
    fn battle_phase(&mut self, ev: &mut Vec<Event>) {
        self.phase = Phase::Battle;
        ev.push(Event::PhaseStarted { phase: Phase::Battle });
        let Some(report) = self.battle_report() else {
            self.ts.outcome = Some(BattleOutcome::NoBattle);
            self.flow = Flow::Cost;
            return;
        };
        self.ts.outcome = Some(report.outcome);
        ev.push(Event::Battle { hands: report.hands, luck: report.luck, outcome: report.outcome });
        match report.outcome {
            BattleOutcome::Won(w) => self.start_batch(&[w], Trigger::OnBattleWin, Next::LoseTriggers, ev),
            _ => self.flow = Flow::Result,
        }
    }

    /// 7-1-5: 勝敗結果の処理.
    fn result_processing(&mut self, ev: &mut Vec<Event>) {
        self.flow = Flow::Cost;
        let Some(BattleOutcome::Won(winner)) = self.ts.outcome else { return };
        let loser = winner.other();
        let mods = self.ts.result_mods.clone();
        // 7-1-5-1: the loser's 「このバトルの結果で」.
        for (s, m) in &mods {
            if *s == loser {
                self.apply_result_mod(*s, *m, ev);
            }
        }
        // 7-1-5-2
        if self.zones[loser].barrier.is_empty() {
            self.lose[loser] = Some(EndReason::LostBattleWithoutBarrier);
            ev.push(Event::LoseCondition { seat: loser, reason: EndReason::LostBattleWithoutBarrier });
            if self.rule_processing(ev) {
                return;
            }
        }
        // 7-1-5-3: the winner's 「このバトルの結果で」.
        let mut extra = 0u32;
        for (s, m) in &mods {
            if *s == winner {
                match m {
                    ResultMod::OpponentExtraBarrier(n) => extra = extra.saturating_add(u32::from(*n)),
                    other => self.apply_result_mod(*s, *other, ev),
                }
            }
        }
        // 7-1-5-4, 7-1-5-4-1: stop when the barrier is empty.
        for _ in 0..extra.saturating_add(1) {
            if !self.barrier_to_hand(loser, ev) {
                break;
            }
        }
        if self.rule_processing(ev) {
            return;
        }
        // 7-1-5-5 → 6-5-2
        self.flow = Flow::Cost;
    }

    fn apply_result_mod(&mut self, seat: Seat, m: ResultMod, ev: &mut Vec<Event>) {
        ev.push(Event::ResultEffect { seat, effect: m });
        match m {
            ResultMod::GainBarrier(n) => {
                for _ in 0..n {
                    self.deck_to_barrier(seat, ev);
                }
            }
            ResultMod::OpponentExtraBarrier(n) => {
                for _ in 0..n {
                    if !self.barrier_to_hand(seat.other(), ev) {
                        break;
                    }
                }
            }
        }
    }

    /// 6-6: コストフェイズ.
    fn cost_phase(&mut self, ev: &mut Vec<Event>) {
        self.phase = Phase::Cost;
        ev.push(Event::PhaseStarted { phase: Phase::Cost });
        // 6-6-1: both pay at once from the top of their decks.
        for seat in Seat::BOTH {
            let n = self.zones[seat].battle.filter(|s| s.face_up).map_or(0, |s| self.def(s.card).cost);
            let mut paid = Vec::new();
            for _ in 0..n {
                match self.take_top(seat, ev) {
                    Some(c) => {
                        self.zones[seat].cost.push(c);
                        paid.push(self.cref(c));
                        // 6-6-1-1: refresh in the middle, then pay the rest.
                        self.settle_deck(seat, ev);
                    }
                    None => break,
                }
            }
            ev.push(Event::CostPaid { seat, cards: paid });
        }
        // 6-6-1-1-1: both may have met a losing condition at once.
        if self.rule_processing(ev) {
            return;
        }
        // 6-6-2
        for seat in Seat::BOTH {
            let cost = std::mem::take(&mut self.zones[seat].cost);
            ev.push(Event::CostAreaCleared { seat, count: cost.len() as u8 });
            self.zones[seat].trash.extend(cost);
        }
        // 6-6-3: cards that lost or drew the battle; an optional replacement asks its owner
        // first (both at once if both must answer).
        let seats: Vec<Seat> = match self.ts.outcome {
            Some(BattleOutcome::Won(w)) => vec![w.other()],
            Some(BattleOutcome::Draw) => Seat::BOTH.to_vec(),
            _ => Vec::new(),
        };
        for seat in seats {
            if self.optional_self_replacement(seat) {
                self.ask_replace[seat] = Some(super::AskReplace::Cleanup);
            } else {
                self.battle_to_trash(seat, None, ev);
            }
        }
        self.flow = Flow::Cleanup;
    }

    /// 6-6-4 .. 6-6-6.
    fn end_of_turn(&mut self, _ev: &mut Vec<Event>) {
        // 6-6-4
        self.ts.luck_mods.clear();
        self.ts.hand_override = ByPlayer::default();
        self.ts.win_flag = ByPlayer::default();
        // 6-6-5, 6-6-5-1: 「このターンの終了時」 effects, once.
        let eot = std::mem::take(&mut self.ts.end_of_turn);
        if eot.is_empty() {
            self.flow = Flow::EndTurn;
        } else {
            let batch = super::Batch::delayed(eot, self);
            self.flow = Flow::Resolving { batch, next: Next::EndTurn };
        }
    }
}
