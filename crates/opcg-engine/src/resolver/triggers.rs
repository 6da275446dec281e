//! Rule processing and triggers: the rule check, trigger detection, the order of pending
//! triggers, and pushing an ability's cost and effect onto the work stack.

use super::*;

impl Game {
    /// 9-2 rule processing: defeat conditions (damage at 0 life, empty deck); both = draw.
    pub(crate) fn rule_check(&mut self) {
        if self.st.result.is_some() || !self.st.started {
            return;
        }
        let lose = |g: &Game, s: Seat| g.st.lost[s] || g.st.zones[s].deck.is_empty();
        let (a, b) = (lose(self, Seat::A), lose(self, Seat::B));
        let reason = |g: &Game, s: Seat| if g.st.lost[s] { LossReason::Damage } else { LossReason::DeckOut };
        match (a, b) {
            (false, false) => {}
            // a Leader's rule may turn an empty deck into a win (asked only here)
            _ if self.empty_deck_wins(a, b) => {}
            (true, true) => self.end_game(GameResult::Draw(crate::event::DrawReason::BothLost)),
            (true, false) => { let r = reason(self, Seat::A); self.end_game(GameResult::Win { winner: Seat::B, reason: r }) }
            (false, true) => { let r = reason(self, Seat::B); self.end_game(GameResult::Win { winner: Seat::A, reason: r }) }
        }
    }

    /// A defeat by an empty deck (9-2-1-2) that a Leader's rule turns into a win
    /// ([`Extra::WinWithEmptyDeck`]: "When your deck is reduced to 0, you win the game instead of
    /// losing, according to the rules"), at the same rule check: that player wins (both such
    /// players at once: a draw, as neither loses). `true` once it ended the game. Asked only
    /// when some player meets a defeat condition.
    #[cold]
    fn empty_deck_wins(&mut self, a: bool, b: bool) -> bool {
        let wins = |g: &Game, s: Seat| {
            !g.st.lost[s]
                && g.st.zones[s].deck.is_empty()
                && g.db.get(g.st.obj(g.st.zones[s].leader).def).abilities.iter().any(|x| matches!(x, Ability::AlsoHas(Extra::WinWithEmptyDeck)))
        };
        let result = match (a && wins(self, Seat::A), b && wins(self, Seat::B)) {
            (true, true) => GameResult::Draw(crate::event::DrawReason::BothLost),
            (true, false) => GameResult::Win { winner: Seat::A, reason: LossReason::OpponentWonWithEmptyDeck },
            (false, true) => GameResult::Win { winner: Seat::B, reason: LossReason::OpponentWonWithEmptyDeck },
            (false, false) => return false,
        };
        self.end_game(result);
        true
    }

    // ------------------------------------------------------------------ triggers

    /// Queue the automatic abilities of `seat`'s field cards whose timing matches.
    pub(crate) fn detect(&mut self, seat: Seat, only: Option<u16>, pred: impl Fn(&When) -> bool) {
        // At most leader + 5 characters + stage (+1 spare): no allocation.
        let mut buf = [0u16; 8];
        let mut n = 0;
        match only {
            Some(s) => { buf[0] = s; n = 1; }
            None => for s in self.st.field_slots(seat) { if n < buf.len() { buf[n] = s; n += 1; } },
        }
        let batch = self.st.batch;
        for &slot in &buf[..n] {
            let o = self.st.obj(slot);
            if !o.zone.is_field() || o.owner != seat { continue; }
            let (id, def) = (o.id, o.def);
            // whether the card's abilities are negated is asked only of a card with an ability
            // of this timing (most have none: the question scans the permanent effects)
            let mut negated = None;
            for (i, ab) in self.db.get(def).abilities.iter().enumerate() {
                if let Ability::Auto { when, conditions, .. } = ab {
                    // 8-3-2-3: a [DON!! xN] auto ability only triggers if the condition holds now.
                    if pred(when)
                        && !*negated.get_or_insert_with(|| self.negated(slot))
                        && self.ability_conds_ok(conditions, seat, slot)
                    {
                        self.st.triggers.push(PendingTrigger { batch, controller: seat, source: id, def, ability: i as u8, from_trash: false });
                    }
                }
            }
        }
    }

    /// Are the \[On Play\] abilities of `seat`'s card in `slot`, just played, negated: "Your
    /// \[On Play\] effects are negated" (a permanent, asked only in games with a negation) or
    /// "Your opponent's \[On Play\] effects are negated until …" (a player's restriction)?
    #[cold]
    #[inline(never)]
    pub(super) fn on_play_off(&self, seat: Seat, slot: u16) -> bool {
        (self.negates_statically && self.on_play_negated(slot)) || (!self.st.pmods.is_empty() && self.restricted(seat, PlayerRestriction::OnPlayNegated))
    }

    pub(crate) fn next_batch(&mut self) {
        self.st.batch += 1;
    }

    /// 8-6: the oldest batch first; in it the turn player's triggers first; the controller picks
    /// the order of their own simultaneous triggers.
    pub(crate) fn start_next_trigger(&mut self) {
        let Some(min) = self.st.triggers.iter().map(|t| t.batch).min() else { return };
        let tp = self.st.turn_player;
        let seat = if self.st.triggers.iter().any(|t| t.batch == min && t.controller == tp) { tp } else { tp.other() };
        let idx: Vec<usize> = self.st.triggers.iter().enumerate().filter(|(_, t)| t.batch == min && t.controller == seat).map(|(i, _)| i).collect();
        if idx.len() > 1 {
            let sources = idx.iter().map(|&i| self.st.triggers[i].source).collect();
            self.st.pending = Some(Pending { seat, kind: DecisionKind::ChooseOption { count: idx.len() as u8, source: None, triggers: sources, options: OptionKind::Triggers }, cont: Cont::PickTrigger(idx) });
            return;
        }
        if let Some(&i) = idx.first() {
            self.activate_trigger(i);
        }
    }

    pub(crate) fn activate_trigger(&mut self, i: usize) {
        if i >= self.st.triggers.len() { return; }
        let t = self.st.triggers.remove(i);
        let slot = self.st.slot_of(t.source);
        // 8-1-3-1-3: the source left its zone before activation (On K.O. resolves from trash).
        let Some(slot) = slot else { return };
        if !t.from_trash && !self.st.obj(slot).zone.is_field() { return; }
        // Borrowed through a second handle on the (immutable) card data: no ability is cloned.
        let db = std::sync::Arc::clone(&self.db);
        let Some(Ability::Auto { conditions, once_per_turn, optional, cost, effect, .. }) = db.get(t.def).abilities.get(t.ability as usize) else { return };
        if !t.from_trash && !self.ability_conds_ok(conditions, t.controller, slot) { return; }
        if *once_per_turn && self.st.once_used.contains(&self.once_key(&t)) { return; }
        let ctx = Ctx { controller: t.controller, source: t.source, def: t.def };
        // 8-3-1-2: with the costs other effects add (an ability printed without one may now have one)
        let cost = self.full_cost(cost, Some(slot));
        if !cost.is_empty() {
            if !self.can_pay(&cost, &ctx) { return; }
            let src = Some(t.source);
            self.st.pending = Some(Pending { seat: t.controller, kind: DecisionKind::YesNo { prompt: Prompt::PayCost, source: src, effect: None }, cont: Cont::TriggerCost(t) });
            return;
        }
        if *optional {
            // "This effect can be activated when …": use it or not (declined, nothing is spent)
            let kind = DecisionKind::YesNo { prompt: Prompt::May, source: Some(t.source), effect: Some(Box::new(effect.clone())) };
            self.st.pending = Some(Pending { seat: t.controller, kind, cont: Cont::TriggerCost(t) });
            return;
        }
        self.run_auto(&t, ctx);
    }

    pub(crate) fn run_auto(&mut self, t: &PendingTrigger, ctx: Ctx) {
        let db = std::sync::Arc::clone(&self.db);
        let Some(Ability::Auto { once_per_turn, cost, effect, .. }) = db.get(t.def).abilities.get(t.ability as usize) else { return };
        let cost = self.full_cost(cost, self.st.slot_of(t.source)).into_owned();
        let (once_per_turn, effect) = (*once_per_turn, effect.clone());
        if once_per_turn { let key = self.once_key(t); self.st.once_used.push(key); }
        let cr = CardRef { id: t.source, def: t.def };
        self.log(Event::AbilityActivated { card: cr, ability: t.ability });
        self.push_paid(cost, effect, ctx);
    }

    /// The once-per-turn count of a triggered ability (10-2-13). "\[A\]/\[B\] \[Once Per Turn\]
    /// …" is read as two automatic abilities one after the other that differ only in their
    /// timing (and is written back so): they are one printed ability, so the second counts as
    /// the first.
    pub(crate) fn once_key(&self, t: &PendingTrigger) -> (CardId, u8) {
        let abilities = &self.db.get(t.def).abilities;
        let twin = t.ability.checked_sub(1).and_then(|i| abilities.get(usize::from(i))).zip(abilities.get(usize::from(t.ability)));
        match twin {
            Some((
                Ability::Auto { when: w0, conditions: c0, once_per_turn: true, optional: p0, cost: k0, effect: e0 },
                Ability::Auto { when: w1, conditions: c1, once_per_turn: true, optional: p1, cost: k1, effect: e1 },
            )) if w0 != w1 && c0 == c1 && p0 == p1 && k0 == k1 && e0 == e1 => (t.source, t.ability - 1),
            _ => (t.source, t.ability),
        }
    }

    /// Push "pay `cost`, then (if fully paid) `effect`" on the work stack.
    pub(crate) fn push_paid(&mut self, cost: Vec<Cost>, effect: Effect, ctx: Ctx) {
        if cost.is_empty() {
            self.st.work.push(Work::Eff(Box::new(effect), ctx));
            return;
        }
        self.st.work.push(Work::AfterCost(Box::new(effect), ctx));
        for c in cost.into_iter().rev() {
            self.st.work.push(Work::Cost(Box::new(c), ctx));
        }
        self.st.work.push(Work::CostBegin);
    }

    pub(super) fn auto_cost(&self, t: &PendingTrigger) -> Vec<Cost> {
        match self.db.get(t.def).abilities.get(t.ability as usize) {
            Some(Ability::Auto { cost, .. }) => self.full_cost(cost, self.st.slot_of(t.source)).into_owned(),
            _ => Vec::new(),
        }
    }
}
