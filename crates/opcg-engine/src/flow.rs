//! The declared flow (rule 6 and 7): phases of a turn and steps of a battle as an explicit state
//! machine. [`Phase`] and [`BattleStep`] are the public names; [`Flow`] is the engine's position,
//! advanced by `Game::run` whenever no decision, work or trigger is pending.

use game_core::Seat;
use serde::{Deserialize, Serialize};

/// フェイズ (6-1-1), plus the setup before the first turn and the end of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Phase {
    /// ゲーム前の手順 (5-2).
    Setup,
    /// リフレッシュフェイズ (6-2).
    Refresh,
    /// ドローフェイズ (6-3).
    Draw,
    /// ドン‼フェイズ (6-4).
    Don,
    /// メインフェイズ (6-5).
    Main,
    /// エンドフェイズ (6-6).
    End,
    GameOver,
}

/// バトルのステップ (7-1-1 … 7-1-5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum BattleStep {
    Attack,
    Block,
    Counter,
    Damage,
    End,
}

/// Internal stages of a battle.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum BStage {
    /// Attack-step triggers resolved: vanish check (7-1-1-4), then the block step.
    AttackEnd,
    /// Waiting for the defender's block decision.
    BlockAsk,
    /// Block-step triggers resolved: vanish check (7-1-2-3).
    BlockEnd,
    /// Waiting for the defender's counters.
    CounterAsk,
    /// Vanish check (7-1-3-1-3) and damage (7-1-4).
    Damage,
    /// End of battle triggers (7-1-5-2).
    End,
    /// Expiry of "during this battle" (7-1-5-3/4).
    Cleanup,
}

/// The engine's position in the game's flow.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Flow {
    ChooseFirst,
    StartOfGame,
    Hands,
    Mulligan(Seat),
    Life,
    TurnStart,
    RefreshRest,
    Draw,
    Don,
    MainStart,
    Main,
    Battle(BStage),
    EndYour,
    EndOpp,
    EndExpire,
    Over,
}

impl Flow {
    pub(crate) fn phase(self) -> Phase {
        match self {
            Flow::ChooseFirst | Flow::StartOfGame | Flow::Hands | Flow::Mulligan(_) | Flow::Life => Phase::Setup,
            Flow::TurnStart | Flow::RefreshRest => Phase::Refresh,
            Flow::Draw => Phase::Draw,
            Flow::Don => Phase::Don,
            Flow::MainStart | Flow::Main | Flow::Battle(_) => Phase::Main,
            Flow::EndYour | Flow::EndOpp | Flow::EndExpire => Phase::End,
            Flow::Over => Phase::GameOver,
        }
    }

    pub(crate) fn battle_step(self) -> Option<BattleStep> {
        match self {
            Flow::Battle(s) => Some(match s {
                BStage::AttackEnd => BattleStep::Attack,
                BStage::BlockAsk | BStage::BlockEnd => BattleStep::Block,
                BStage::CounterAsk => BattleStep::Counter,
                BStage::Damage => BattleStep::Damage,
                BStage::End | BStage::Cleanup => BattleStep::End,
            }),
            _ => None,
        }
    }
}

use crate::card::Keyword;
use crate::decision::DecisionKind;
use crate::effect::{Ability, Duration, Modifier, Prohibition, When};
use crate::event::{DrawReason, Event, GameResult};
use crate::game::Game;
use crate::state::{Cont, Ctx, Pending, Work, Zone};

impl Game {
    fn ask_flow(&mut self, seat: Seat, kind: DecisionKind) {
        self.st.pending = Some(Pending { seat, kind, cont: Cont::Flow });
    }

    /// Expire modifiers of one duration (6-6-1-2, 6-6-1-3, 7-1-5-3/4). The rules end the turn
    /// player's first, then the other player's; as nothing happens when a modifier ends, one
    /// pass over both is the same.
    pub(crate) fn expire(&mut self, d: Duration) {
        self.st.mods.retain(|m| m.duration != d);
        self.st.pmods.retain(|m| m.duration != d);
    }

    /// Was either battle card moved away (7-1-1-4, 7-1-2-3, 7-1-3-1-3)?
    fn battle_vanished(&self) -> bool {
        match &self.st.battle {
            Some(b) => self.st.slot_of(b.attacker).is_none() || self.st.slot_of(b.target).is_none(),
            None => true,
        }
    }

    /// Legal blockers for the current battle (10-1-4, 10-1-7, 7-1-2-1).
    pub(crate) fn blockers(&self) -> Vec<u16> {
        let Some(b) = &self.st.battle else { return Vec::new() };
        let def = b.attacker_seat.other();
        // No Character, no blocker: decided before the keyword and permanent-effect scans.
        if self.st.zones[def].chars.is_empty() {
            return Vec::new();
        }
        let Some(att) = self.st.slot_of(b.attacker) else { return Vec::new() };
        if b.blocked || self.restricted(def, crate::effect::PlayerRestriction::ActivateBlocker) {
            return Vec::new();
        }
        // The permanent effects, collected once for the attacker's [Unblockable] and all the
        // defender's characters.
        let statics = if self.any_static_on_field() { Some(self.statics()) } else { None };
        let pre = Some(statics.as_deref().unwrap_or(&[]));
        if self.has_kw_in(att, Keyword::Unblockable, pre) {
            return Vec::new();
        }
        self.st.zones[def].chars.iter().copied().filter(|&s| {
            let o = self.st.obj(s);
            o.id != b.target && !o.rested && self.has_kw_in(s, Keyword::Blocker, pre) && !self.prohibited_in(s, Prohibition::Block, pre) && !self.prohibited_in(s, Prohibition::BeRested, pre)
                && !self.blocker_restricted(def, s)
        }).collect()
    }

    /// Advance the flow by one step when nothing else is pending.
    pub(crate) fn step_flow(&mut self) {
        let tp = self.st.turn_player;
        match self.st.flow {
            Flow::ChooseFirst => { let c = self.st.chooser; self.ask_flow(c, DecisionKind::ChooseFirst) }
            Flow::StartOfGame => {
                // 5-2-1-5-1: the chooser's start-of-game effects first, then the other's.
                let first = self.st.chooser;
                for seat in [first.other(), first] {
                    let leader = self.st.zones[seat].leader;
                    let o = self.st.obj(leader);
                    let ctx = Ctx { controller: seat, source: o.id, def: o.def };
                    let effs: Vec<_> = self.db.get(o.def).abilities.iter().filter_map(|a| match a { Ability::StartOfGame(e) => Some(e.clone()), _ => None }).collect();
                    if !effs.is_empty() { self.st.shuffle_after_start[seat] = true; }
                    for e in effs.into_iter().rev() { self.st.work.push(Work::Eff(Box::new(e), ctx)); }
                }
                self.st.flow = Flow::Hands;
            }
            Flow::Hands => {
                for seat in Seat::BOTH {
                    if self.st.shuffle_after_start[seat] { self.shuffle_deck(seat); } // 5-2-1-5-2
                    for _ in 0..5 { self.draw_one(seat); }
                }
                self.st.flow = Flow::Mulligan(self.st.first_player);
            }
            Flow::Mulligan(seat) => self.ask_flow(seat, DecisionKind::Mulligan),
            Flow::Life => {
                // 5-2-1-7 / 2-9-2-1: the top card of the deck ends at the bottom of the life.
                for seat in Seat::BOTH {
                    let n = self.def_at(self.st.zones[seat].leader).life;
                    for _ in 0..n {
                        if let Some(s) = self.st.zones[seat].deck.last().copied() { self.move_obj(s, Zone::Life, false); }
                    }
                }
                self.st.turn = 1;
                self.st.turn_player = self.st.first_player;
                self.st.started = true;
                self.st.flow = Flow::TurnStart;
            }
            Flow::TurnStart => {
                if self.st.turn > self.st.max_turns {
                    self.end_game(GameResult::Draw(DrawReason::TurnLimit));
                    return;
                }
                let turn = self.st.turn;
                self.log(Event::TurnStarted { seat: tp, turn });
                self.log(Event::PhaseStarted { phase: Phase::Refresh });
                // 6-2-1: "until the start of your next turn" effects of the turn player end.
                self.st.mods.retain(|m| !(m.duration == Duration::UntilStartOfYourNextTurn && m.controller == tp));
                self.st.pmods.retain(|m| !(m.duration == Duration::UntilStartOfYourNextTurn && m.controller == tp));
                // 6-2-2
                self.next_batch();
                self.detect(tp, None, |w| *w == When::StartOfYourTurn);
                self.st.flow = Flow::RefreshRest;
            }
            Flow::RefreshRest => {
                // 6-2-3: attached DON!! return rested; 6-2-4: everything becomes active.
                // At most leader + 6 characters + stage: no allocation.
                let mut buf = [0u16; 8];
                let mut n = 0;
                for s in self.st.field_slots(tp) {
                    if n < buf.len() {
                        buf[n] = s;
                        n += 1;
                    }
                }
                let slots = &buf[..n];
                for s in slots {
                    let d = self.st.objs[*s as usize].don;
                    self.st.objs[*s as usize].don = 0;
                    self.st.zones[tp].don_rested += d;
                }
                for &s in slots {
                    if self.st.obj(s).rested && !self.prohibited(s, Prohibition::BeSetActive) && !self.prohibited(s, Prohibition::BecomeActiveInRefreshPhases) {
                        self.st.objs[s as usize].rested = false;
                    }
                }
                let z = &mut self.st.zones[tp];
                z.don_active += z.don_rested;
                z.don_rested = 0;
                self.after_refresh(tp);
                self.st.flow = Flow::Draw;
            }
            Flow::Draw => {
                self.log(Event::PhaseStarted { phase: Phase::Draw });
                // 6-3-1: no draw on the first player's first turn.
                if self.st.turn != 1 { self.draw_one(tp); }
                self.st.flow = Flow::Don;
            }
            Flow::Don => {
                self.log(Event::PhaseStarted { phase: Phase::Don });
                // 6-4-1..3
                let n = if self.st.turn == 1 { 1 } else { 2 };
                self.add_don(tp, n, false);
                self.st.flow = Flow::MainStart;
            }
            Flow::MainStart => {
                self.log(Event::PhaseStarted { phase: Phase::Main });
                self.next_batch();
                self.detect(tp, None, |w| *w == When::StartOfYourMain);
                self.st.flow = Flow::Main;
            }
            Flow::Main => self.ask_flow(tp, DecisionKind::Main),
            Flow::Battle(stage) => self.step_battle(stage),
            Flow::EndYour => {
                self.log(Event::PhaseStarted { phase: Phase::End });
                self.next_batch();
                self.detect(tp, None, |w| *w == When::EndOfYourTurn);
                // 6-6-1-1: "at the end of this turn" effects, in the order they were made.
                let delayed = std::mem::take(&mut self.st.at_end);
                self.st.work.extend(delayed.into_iter().rev().map(|(e, ctx)| Work::Eff(Box::new(e), ctx)));
                self.st.flow = Flow::EndOpp;
            }
            Flow::EndOpp => {
                // 6-6-1-1-2: after all [End of Your Turn] effects.
                self.next_batch();
                self.detect(tp.other(), None, |w| *w == When::EndOfOpponentsTurn);
                self.st.flow = Flow::EndExpire;
            }
            Flow::EndExpire => {
                // 6-6-1-2 (Ⅰ)(Ⅱ) then 6-6-1-3.
                self.expire(Duration::UntilEndOfTurn);
                self.expire(Duration::ThisTurn);
                self.expire(Duration::ThisBattle);
                self.st.once_used.clear();
                // play-cost reductions last this turn (Effect::NextPlayCost)
                self.st.discounts.clear();
                // Drop modifiers of objects that no longer exist.
                let st = &self.st;
                let live: Vec<bool> = st.mods.iter().map(|m| st.slot_of(m.target).is_some()).collect();
                let mut it = live.into_iter();
                self.st.mods.retain(|_| it.next().unwrap_or(false));
                if self.st.attack_limits {
                    self.st.attack_limits = self.st.mods.iter().any(|m| matches!(m.modifier, Modifier::Prohibit(Prohibition::AttackCharactersBaseCostAtMost(_))));
                }
                // 6-6-1-4
                self.st.turn += 1;
                self.st.turn_player = tp.other();
                self.st.flow = Flow::TurnStart;
            }
            Flow::Over => {}
        }
    }

    /// "When this Character battles <X> attribute Characters": the battle's two cards are known
    /// (the block step is over); each Character of it whose opponent in the battle is a
    /// Character with the attribute (only in games with such a card, `Game::event_timings`).
    #[cold]
    #[inline(never)]
    fn battles_attribute(&mut self, attacker: crate::state::CardId, target: crate::state::CardId) {
        use crate::card::Attribute;
        const ALL: [Attribute; 6] = [Attribute::Slash, Attribute::Strike, Attribute::Ranged, Attribute::Special, Attribute::Wisdom, Attribute::Unknown];
        self.next_batch();
        for (id, other) in [(attacker, target), (target, attacker)] {
            let (Some(s), Some(o)) = (self.st.slot_of(id), self.st.slot_of(other)) else { continue };
            if self.st.obj(s).zone != Zone::Character || self.st.obj(o).zone != Zone::Character {
                continue;
            }
            let def = self.def_at(o);
            let has: Vec<Attribute> = ALL
                .into_iter()
                .filter(|a| crate::resolver::filter_matches_def(&crate::effect::Filter { attribute: Some(*a), ..crate::effect::Filter::any() }, def))
                .collect();
            let owner = self.st.obj(s).owner;
            self.detect(owner, Some(s), |w| matches!(w, When::BattlesAttribute(a) if has.contains(a)));
        }
    }

    fn step_battle(&mut self, stage: BStage) {
        let Some(b) = self.st.battle.clone() else { self.st.flow = Flow::Main; return };
        let def = b.attacker_seat.other();
        match stage {
            BStage::AttackEnd => {
                self.st.flow = Flow::Battle(if self.battle_vanished() { BStage::End } else { BStage::BlockAsk });
            }
            BStage::BlockAsk => {
                let bl = self.blockers();
                if bl.is_empty() {
                    self.st.flow = Flow::Battle(BStage::BlockEnd);
                } else {
                    let blockers = bl.iter().map(|&s| self.st.obj(s).id).collect();
                    self.ask_flow(def, DecisionKind::Block { attacker: b.attacker, target: b.target, blockers });
                }
            }
            BStage::BlockEnd => {
                let vanished = self.battle_vanished();
                self.st.flow = Flow::Battle(if vanished { BStage::End } else { BStage::CounterAsk });
                if !vanished && self.event_timings & When::EVENT_BATTLES_ATTRIBUTE != 0 {
                    self.battles_attribute(b.attacker, b.target);
                }
            }
            BStage::CounterAsk => self.ask_flow(def, DecisionKind::Counter { attacker: b.attacker, target: b.target }),
            BStage::Damage => {
                self.st.flow = Flow::Battle(BStage::End);
                if self.battle_vanished() { return; }
                let (Some(a), Some(t)) = (self.st.slot_of(b.attacker), self.st.slot_of(b.target)) else { return };
                // 7-1-4-1: the attacker wins at equal or greater power.
                if self.power_at(a) >= self.power_at(t) {
                    if self.st.obj(t).zone == Zone::Leader {
                        let n = if self.has_kw(a, Keyword::DoubleAttack) { 2 } else { 1 };
                        let banish = self.has_kw(a, Keyword::Banish);
                        self.st.work.push(Work::Damage { seat: def, remaining: n, first: true, banish });
                        if !self.st.zones[def].life.is_empty() {
                            // resolves after the damage (the work above runs first)
                            self.next_batch();
                            self.detect(b.attacker_seat, Some(a), |w| *w == When::AttackDealsDamage);
                        }
                    } else {
                        self.st.work.push(Work::Ko { target: b.target, cause: crate::effect::KoCause::Battle, by: b.attacker_seat, used: Vec::new(), joint: false });
                    }
                }
            }
            BStage::End => {
                self.next_batch();
                for (id, other) in [(b.attacker, b.target), (b.target, b.attacker)] {
                    if let Some(s) = self.st.slot_of(id) {
                        let owner = self.st.obj(s).owner;
                        self.detect(owner, Some(s), |w| *w == When::EndOfBattle);
                        // the other card was a Character: on the field still, or gone (a Leader
                        // never leaves the field)
                        let vs_character = self.st.slot_of(other).is_none_or(|o| self.st.obj(o).zone == Zone::Character);
                        if vs_character && self.st.obj(s).zone == Zone::Character {
                            self.detect(owner, Some(s), |w| *w == When::EndOfBattleWithCharacter);
                        }
                    }
                }
                self.st.flow = Flow::Battle(BStage::Cleanup);
            }
            BStage::Cleanup => {
                self.expire(Duration::ThisBattle);
                self.st.battle = None;
                self.log(Event::BattleEnded);
                self.st.flow = Flow::Main;
            }
        }
    }
}
