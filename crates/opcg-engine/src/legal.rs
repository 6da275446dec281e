//! `legal_actions`: the one truth of what each seat may do now (design pattern 2).

use game_core::Seat;

use crate::action::{Action, Choice};
use crate::card::{CardKind, Keyword};
use crate::decision::DecisionKind;
use crate::effect::{Ability, ActTiming, PlayerRestriction, Prohibition};
use crate::game::Game;
use crate::state::{Ctx, Zone};

/// The legal actions of one seat in the current state (`seat: None` once the state changed;
/// the list is then stale, kept for its allocation).
#[derive(Debug, Default)]
pub(crate) struct LegalCache {
    pub seat: Option<Seat>,
    pub list: Vec<Action>,
}

/// A cloned game starts with an empty cache: copying a list it may never ask for again would
/// only make clones (search makes one per determinization) dearer.
impl Clone for LegalCache {
    fn clone(&self) -> Self {
        LegalCache::default()
    }
}

impl LegalCache {
    /// The state changed: the list no longer holds.
    pub fn invalidate(&mut self) {
        self.seat = None;
    }
}

/// Room reserved for a legal-action list (a main phase with ten DON!! and six cards to attach
/// them to lists about 70 actions).
const LIST_ROOM: usize = 96;

/// Cap on enumerated card subsets of one choice (keeps the list finite and small).
const MAX_SUBSETS: usize = 4096;

impl Game {
    /// Every action `seat` may take now. [`Action::Concede`] is always included (as the last element) while the game
    /// runs (1-2-3). Empty once the game is over.
    pub fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        self.with_legal_actions(seat, <[Action]>::to_vec)
    }

    /// Calls `f` with the legal actions of `seat` without copying the list (for hot loops such
    /// as self-play; the UI simply uses [`Game::legal_actions`]).
    pub fn with_legal_actions<R>(&self, seat: Seat, f: impl FnOnce(&[Action]) -> R) -> R {
        // One borrow for the whole call (it is held while `f` runs): a call from inside `f` of
        // an outer call finds the cache borrowed and makes a list of its own below.
        if let Ok(mut cache) = self.legal_cache.try_borrow_mut() {
            if cache.seat != Some(seat) {
                // Reuse the list's allocation: this runs once per state in every game loop.
                let cache = &mut *cache;
                cache.list.clear();
                // A new game (or clone) starts with no list: room for a usual main phase at
                // once, not a string of doublings, each copying the list.
                cache.list.reserve(LIST_ROOM);
                self.compute_legal(seat, &mut cache.list);
                cache.seat = Some(seat);
            }
            return f(&cache.list);
        }
        let mut list = Vec::new();
        self.compute_legal(seat, &mut list);
        f(&list)
    }

    /// Membership in `legal_actions(seat)` without copying the list.
    /// Is `action` one of `legal_actions(seat)`? A pick of cards is checked directly against
    /// its decision (candidates, in their order, between min and max), so a legal pick is
    /// accepted even where the listing stops at [`MAX_SUBSETS`] picks.
    pub(crate) fn is_legal(&self, seat: Seat, action: &Action) -> bool {
        if let (Action::Choose(Choice::Cards(ids)), Some(p), None) = (action, &self.st.pending, &self.st.result) {
            if let DecisionKind::ChooseCards { candidates, min, max, .. } = &p.kind {
                let ok = p.seat == seat && pick_ok(candidates, usize::from(*min), usize::from(*max), ids);
                // While loops are watched, a pick this seat made here before may be refused
                // (11-1-1-2): listed means allowed (not a repeat, or forced).
                return ok && (!self.st.loops.armed || self.with_legal_actions(seat, |v| v.contains(action)) || !self.repeats_loop(seat, action));
            }
        }
        self.with_legal_actions(seat, |v| v.contains(action))
    }

    fn compute_legal(&self, seat: Seat, v: &mut Vec<Action>) {
        // One flag for the rare states: the game is over (nothing is legal), or the loop watch
        // is armed (11-1-1-2/3: repeats of a loop are taken out).
        if self.st.legal_slow {
            if self.st.result.is_some() {
                return;
            }
            self.decision_actions(seat, v);
            if self.st.loops.armed && self.st.pending.as_ref().is_some_and(|p| p.seat == seat) {
                self.drop_loop_repeats(seat, v);
            }
        } else {
            self.decision_actions(seat, v);
        }
        v.push(Action::Concede);
    }

    /// The actions of `seat`'s pending decision (Concede not included).
    #[inline(always)]
    fn decision_actions(&self, seat: Seat, v: &mut Vec<Action>) {
        if let Some(p) = &self.st.pending {
            if p.seat == seat {
                match &p.kind {
                    DecisionKind::ChooseFirst => {
                        v.push(Action::ChooseFirst { go_first: true });
                        v.push(Action::ChooseFirst { go_first: false });
                    }
                    DecisionKind::Mulligan => {
                        v.push(Action::Mulligan { redraw: false });
                        v.push(Action::Mulligan { redraw: true });
                    }
                    DecisionKind::Main => {
                        self.main_actions(seat, v);
                        // a play-cost reduction waiting (rarely any): the plays only it pays for
                        if !self.st.discounts.is_empty() {
                            self.discounted_plays(seat, v);
                        }
                    }
                    DecisionKind::Block { .. } => {
                        v.push(Action::Block { blocker: None });
                        for s in self.blockers() {
                            v.push(Action::Block { blocker: Some(self.st.obj(s).id) });
                        }
                    }
                    DecisionKind::Counter { .. } => self.counter_actions(seat, v),
                    DecisionKind::Trigger { .. } => {
                        v.push(Action::ActivateTrigger { yes: true });
                        v.push(Action::ActivateTrigger { yes: false });
                    }
                    DecisionKind::YesNo { .. } => {
                        v.push(Action::Choose(Choice::YesNo(true)));
                        v.push(Action::Choose(Choice::YesNo(false)));
                    }
                    DecisionKind::ChooseOption { count, .. } => {
                        for i in 0..*count {
                            v.push(Action::Choose(Choice::Option(i)));
                        }
                    }
                    DecisionKind::ReturnDon { sources, .. } => {
                        for i in 0..sources.len() {
                            v.push(Action::Choose(Choice::Option(i as u8)));
                        }
                    }
                    DecisionKind::ChooseCards { candidates, min, max, .. } => {
                        subsets(candidates, usize::from(*min), usize::from(*max), v);
                    }
                    DecisionKind::ByHand { .. } => v.push(Action::Choose(Choice::Done)),
                }
            }
        }
    }

    /// The permanent effects in force, collected only when a field card has one (most
    /// positions have none: no list is built then).
    fn statics_if_any(&self) -> crate::resolver::StaticList<'_> {
        if self.any_static_on_field() { self.statics() } else { crate::resolver::StaticList::new() }
    }

    fn main_actions(&self, seat: Seat, v: &mut Vec<Action>) {
        let z = &self.st.zones[seat];
        let active = z.don_active;
        let statics = self.statics_if_any();
        let pre = Some(statics.as_slice());
        // Player restrictions, asked once for the whole hand.
        let (no_characters, no_events) = (self.restricted(seat, PlayerRestriction::PlayCharacters), self.restricted(seat, PlayerRestriction::PlayEvents));
        // Nothing modifies any card (the usual list): each cost is the printed one, read from
        // the definition at hand (asked once here, not once per card of the hand); a card that
        // changes its own cost in the hand (`Game::hand_costs`) is asked.
        let plain = self.unmodified(pre) && !self.hand_costs;
        // 6-5-3: play cards.
        for &s in &z.hand {
            let o = self.st.obj(s);
            let d = self.db.get(o.def);
            let cost = if plain { d.cost } else { self.raw_cost_slow(s, pre) }.max(0);
            if cost > i32::from(active) {
                continue;
            }
            let id = o.id;
            match d.kind {
                CardKind::Character => {
                    if no_characters {
                        continue;
                    }
                    if z.chars.len() >= 5 {
                        for &c in &z.chars {
                            v.push(Action::PlayCard { card: id, replace: Some(self.st.obj(c).id) });
                        }
                    } else {
                        v.push(Action::PlayCard { card: id, replace: None });
                    }
                }
                CardKind::Stage => v.push(Action::PlayCard { card: id, replace: None }),
                CardKind::Event => {
                    if no_events {
                        continue;
                    }
                    if self.event_playable(s, seat, ActTiming::Main, cost) {
                        v.push(Action::PlayCard { card: id, replace: None });
                    }
                }
                _ => {}
            }
        }
        // 6-5-5: attach DON!!.
        if active > 0 {
            v.reserve((1 + z.chars.len()) * usize::from(active));
            // An exclusive range: `extend` then knows the exact length (an inclusive one checks
            // its end on every step). The Leader, then the Characters (no chained iterator).
            let mut attach = |t: u16| {
                let id = self.st.obj(t).id;
                v.extend((0..active).map(|i| Action::AttachDon { target: id, count: i + 1 }));
            };
            attach(z.leader);
            z.chars.iter().for_each(|&t| attach(t));
        }
        // 6-5-4: [Activate: Main].
        for s in self.st.field_slots(seat) {
            let o = self.st.obj(s);
            if !self.has_act_main.get(o.def.0 as usize).copied().unwrap_or(true) || self.negated(s) {
                continue;
            }
            for (i, ab) in self.db.get(o.def).abilities.iter().enumerate() {
                if let Ability::Activated { timing: ActTiming::ActivateMain, conditions, once_per_turn, cost, .. } = ab {
                    if *once_per_turn && self.st.once_used.contains(&(o.id, i as u8)) {
                        continue;
                    }
                    let ctx = Ctx { controller: seat, source: o.id, def: o.def };
                    if self.ability_conds_ok(conditions, seat, s) && self.can_pay(&self.full_cost(cost, Some(s)), &ctx) {
                        v.push(Action::ActivateAbility { card: o.id, ability_index: i as u8 });
                    }
                }
            }
        }
        // 6-5-6: battle, not in either player's first turn (6-5-6-1).
        if self.st.turn >= 3 {
            let opp = seat.other();
            let oz = &self.st.zones[opp];
            let leader = self.st.obj(oz.leader).id;
            for a in std::iter::once(z.leader).chain(z.chars.iter().copied()) {
                let o = self.st.obj(a);
                if o.rested || self.prohibited_in(a, Prohibition::Attack, pre) {
                    continue;
                }
                // 3-7-4, 10-1-1, 10-1-6 (keywords only matter for a character played this turn).
                let fresh = o.zone == Zone::Character && o.played_turn >= self.st.turn;
                let rush = fresh && self.has_kw_in(a, Keyword::Rush, pre);
                if fresh && !rush && !self.has_kw_in(a, Keyword::RushCharacter, pre) {
                    continue;
                }
                // "cannot attack a Leader on the turn in which it is played" (asked of a Rush
                // Character played this turn only)
                if !fresh || (rush && !(self.limited_prohibitions && self.leader_attack_prohibited(a, pre))) {
                    v.push(Action::DeclareAttack { attacker: o.id, target: leader });
                }
                // An active target only for a card that may attack active Characters (checked
                // only when there is one).
                let mut active_ok = None;
                for &t in &oz.chars {
                    if (self.st.obj(t).rested || *active_ok.get_or_insert_with(|| self.attacks_active_in(a, pre)))
                        && !(self.st.attack_limits && self.attack_target_prohibited(a, t))
                    {
                        v.push(Action::DeclareAttack { attacker: o.id, target: self.st.obj(t).id });
                    }
                }
            }
        }
        v.push(Action::EndMainPhase);
    }

    /// "cannot attack a Leader on the turn in which it is played" on the card in `slot` (asked
    /// only of a Rush Character played this turn, in games with such a card).
    #[cold]
    #[inline(never)]
    fn leader_attack_prohibited(&self, slot: u16, pre: Option<&[crate::resolver::StaticRef<'_>]>) -> bool {
        self.prohibited_in(slot, Prohibition::AttackLeaderOnPlayedTurn, pre)
    }

    fn event_playable(&self, s: u16, seat: Seat, timing: ActTiming, cost: i32) -> bool {
        let o = self.st.obj(s);
        let ctx = Ctx { controller: seat, source: o.id, def: o.def };
        self.db.get(o.def).abilities.iter().any(|a| match a {
            Ability::Activated { timing: t, conditions, cost: c, .. } if *t == timing => {
                // The event's own DON!! cost is paid first; the activation cost must still be payable.
                let _ = cost;
                self.ability_conds_ok(conditions, seat, s) && self.can_pay_after(&self.full_cost(c, Some(s)), &ctx, cost)
            }
            _ => false,
        })
    }

    /// 6-5-3 with a play-cost reduction waiting ([`Game::play_cost`]): the plays of `seat`'s hand
    /// it pays for that [`Game::main_actions`] (which counts the full cost, so that the usual
    /// list pays nothing for reductions) left out.
    #[cold]
    #[inline(never)]
    fn discounted_plays(&self, seat: Seat, v: &mut Vec<Action>) {
        let z = &self.st.zones[seat];
        let active = i32::from(z.don_active);
        let statics = self.statics_if_any();
        let (no_characters, no_events) = (self.restricted(seat, PlayerRestriction::PlayCharacters), self.restricted(seat, PlayerRestriction::PlayEvents));
        for &s in &z.hand {
            let full = self.cost_in(s, &statics);
            let pay = self.play_cost(seat, s, full);
            if pay == full || pay > active {
                continue;
            }
            let id = self.st.obj(s).id;
            match self.def_at(s).kind {
                CardKind::Character if !no_characters && full > active => {
                    if z.chars.len() >= 5 {
                        v.extend(z.chars.iter().map(|&c| Action::PlayCard { card: id, replace: Some(self.st.obj(c).id) }));
                    } else {
                        v.push(Action::PlayCard { card: id, replace: None });
                    }
                }
                CardKind::Stage if full > active => v.push(Action::PlayCard { card: id, replace: None }),
                CardKind::Event
                    if !no_events
                        && self.event_playable(s, seat, ActTiming::Main, pay)
                        && !(full <= active && self.event_playable(s, seat, ActTiming::Main, full)) =>
                {
                    v.push(Action::PlayCard { card: id, replace: None });
                }
                _ => {}
            }
        }
    }

    fn can_pay_after(&self, c: &[crate::effect::Cost], ctx: &Ctx, rested: i32) -> bool {
        let extra: i32 = c.iter().map(|x| if let crate::effect::Cost::RestDon(n) | crate::effect::Cost::RestDonSymbol(n) | crate::effect::Cost::GiveActiveDonToNamed { count: n, .. } = x { i32::from(*n) } else { 0 }).fold(0, i32::saturating_add);
        self.can_pay(c, ctx) && extra.saturating_add(rested) <= i32::from(self.st.zones[ctx.controller].don_active)
    }

    fn counter_actions(&self, seat: Seat, v: &mut Vec<Action>) {
        let z = &self.st.zones[seat];
        let targets = || std::iter::once(z.leader).chain(z.chars.iter().copied()).map(|s| self.st.obj(s).id);
        // Only counter events need costs (and so the permanent effects): collected on demand.
        let mut statics = None;
        let no_events = self.restricted(seat, PlayerRestriction::PlayEvents);
        for &s in &z.hand {
            let o = self.st.obj(s);
            let d = self.db.get(o.def);
            let id = o.id;
            if d.kind == CardKind::Character && (d.counter > 0 || (self.counter_rule && self.counter_of(seat, s) > 0)) {
                for t in targets() {
                    v.push(Action::CounterCard { card: id, target: t });
                }
            }
            if d.kind == CardKind::Event && !no_events {
                let statics = statics.get_or_insert_with(|| self.statics_if_any());
                let cost = self.cost_in(s, statics);
                if cost <= i32::from(z.don_active) && self.event_playable(s, seat, ActTiming::Counter, cost) {
                    v.push(Action::PlayCounterEvent { card: id });
                }
            }
        }
        v.push(Action::EndCounterStep);
    }
}

/// All subsets of `c` with size in `min..=max`, in candidate order, as `Choose(Cards)`.
/// A pick the listing would hold if it had no cap: between `min` and `max` (at most all) of the
/// candidates, each once, in the candidates' order (the order [`subsets`] lists them in).
fn pick_ok(c: &[crate::state::CardId], min: usize, max: usize, ids: &[crate::state::CardId]) -> bool {
    if ids.len() < min || ids.len() > max.min(c.len()) {
        return false;
    }
    let mut from = 0;
    for id in ids {
        match c[from..].iter().position(|x| x == id) {
            Some(i) => from += i + 1,
            None => return false,
        }
    }
    true
}

fn subsets(c: &[crate::state::CardId], min: usize, max: usize, out: &mut Vec<Action>) {
    let n = c.len();
    let max = max.min(n);
    let mut count = 0;
    for k in min..=max {
        let mut idx: Vec<usize> = (0..k).collect();
        loop {
            out.push(Action::Choose(Choice::Cards(idx.iter().map(|&i| c[i]).collect())));
            count += 1;
            if count >= MAX_SUBSETS {
                return;
            }
            let mut i = k;
            let mut found = false;
            while i > 0 {
                i -= 1;
                if idx[i] < n - k + i {
                    found = true;
                    break;
                }
            }
            if !found {
                break;
            }
            idx[i] += 1;
            for j in i + 1..k {
                idx[j] = idx[j - 1] + 1;
            }
        }
    }
}
