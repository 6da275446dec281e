//! Live card information: power, cost, keywords, prohibitions, negation, the costs and
//! conditions other effects add, conditions, counts and filters read against the live field.

use super::*;

impl Game {
    // ------------------------------------------------------------------ live information

    pub(crate) fn def_at(&self, slot: u16) -> &CardDef {
        self.db.get(self.st.obj(slot).def)
    }

    pub(super) fn ctx_source_slot(&self, ctx: &Ctx) -> Option<u16> {
        self.st.slot_of(ctx.source)
    }

    /// The permanent effects in force now, collected once for a batch of queries on an unchanged
    /// state (the legal-action list asks for many costs and keywords; each scan walks both fields).
    pub(crate) fn statics(&self) -> StaticList<'_> {
        let mut v = StaticList::new();
        self.each_static(|src, ctl, c| v.push((src, ctl, c)));
        v
    }

    /// [`Game::each_static`] over a list from [`Game::statics`] when one is given.
    pub(super) fn each_static_in<'a>(&'a self, pre: Option<&[StaticRef<'a>]>, mut f: impl FnMut(u16, Seat, &'a Continuous)) {
        match pre {
            Some(list) => list.iter().for_each(|&(src, ctl, c)| f(src, ctl, c)),
            None => self.each_static(f),
        }
    }

    /// Permanent effects currently in force: (source slot, controller, continuous).
    pub(super) fn each_static<'a>(&'a self, mut f: impl FnMut(u16, Seat, &'a Continuous)) {
        if !self.any_static_on_field() {
            return;
        }
        for seat in Seat::BOTH {
            for src in self.st.field_slots(seat) {
                if !self.may_have_static(src) || self.negated(src) {
                    continue;
                }
                let def = self.def_at(src);
                for ab in &def.abilities {
                    if let Ability::Permanent { conditions, effect } = ab {
                        if self.conds_ok(conditions, seat, Some(src)) {
                            f(src, seat, effect);
                        }
                    }
                }
            }
        }
    }

    /// Can the card of this slot have a permanent effect (its definition has one)?
    pub(super) fn may_have_static(&self, slot: u16) -> bool {
        self.st.obj(slot).statics
    }

    /// Does any field card have a permanent effect in its definition? Most positions have
    /// none, and then no permanent effect needs looking for (a count kept by `move_obj`: this
    /// runs for every cost, power and keyword asked).
    #[inline]
    pub(crate) fn any_static_on_field(&self) -> bool {
        self.st.field_statics.a > 0 || self.st.field_statics.b > 0
    }

    pub(super) fn static_targets(&self, t: &StaticTarget, src: u16, controller: Seat, slot: u16) -> bool {
        let o = self.st.obj(slot);
        match t {
            StaticTarget::This => src == slot,
            StaticTarget::YourLeader => o.zone == Zone::Leader && o.owner == controller,
            StaticTarget::YourCharacters(f) => {
                o.zone == Zone::Character && o.owner == controller && !(f.not_this && src == slot) && self.filter_live(f, slot, false)
            }
            StaticTarget::OpponentCharacters(f) => o.zone == Zone::Character && o.owner != controller && self.filter_live(f, slot, false),
            StaticTarget::YourHand(f) => o.zone == Zone::Hand && o.owner == controller && filter_matches_def(f, self.def_at(slot)),
            StaticTarget::YourLeaderAndCharacters(f) => {
                matches!(o.zone, Zone::Leader | Zone::Character) && o.owner == controller && !(f.not_this && src == slot) && self.filter_live(f, slot, false)
            }
            // works from the hand only (`Game::own_hand_cost`), never from a field card
            StaticTarget::ThisInHand => false,
        }
    }

    /// Live power (2-6-3): printed + attached DON!! on the owner's turn (6-5-5-2) + modifiers.
    /// Every sum saturates at the ends of `i32`, so no modifier (a card's, a judge's, a
    /// save's) can make a power wrap around.
    pub(crate) fn power_at(&self, slot: u16) -> i32 {
        let o = self.st.obj(slot);
        let mut p = self.def_at(slot).power;
        // Most powers asked have no modifier and no permanent effect to look at.
        let modified = !self.unmodified(None);
        // 4-9-2-1: the highest "base power becomes N" applies.
        if modified {
            if let Some(b) = self.st.mods.iter().filter(|m| m.target == o.id).filter_map(|m| if let Modifier::BasePower(v) = m.modifier { Some(v) } else { None }).max() {
                p = b;
            }
        }
        if o.zone.is_field() && self.st.turn_player == o.owner {
            p = p.saturating_add(1000 * i32::from(o.don));
        }
        if !modified {
            return p;
        }
        for m in &self.st.mods {
            if m.target == o.id {
                if let Modifier::Power(Amount::Fixed(v)) = &m.modifier {
                    p = p.saturating_add(*v);
                }
            }
        }
        if o.zone.is_field() {
            self.each_static(|src, ctl, c| {
                if let Modifier::Power(a) = &c.modifier {
                    if self.static_targets(&c.target, src, ctl, slot) {
                        p = p.saturating_add(self.amount(a, ctl, Some(src)));
                    }
                }
            });
        }
        p
    }

    /// Live cost, possibly negative during calculation (1-3-6-2). Sums saturate (see
    /// [`Game::power_at`]).
    pub(crate) fn raw_cost_at(&self, slot: u16) -> i32 {
        self.raw_cost_in(slot, None)
    }

    /// [`Game::raw_cost_at`] with the permanent effects already collected (see [`Game::statics`]).
    #[inline]
    pub(crate) fn raw_cost_in(&self, slot: u16, pre: Option<&[StaticRef<'_>]>) -> i32 {
        // Most costs asked have no modifier and no permanent effect to look at: the printed cost.
        if self.unmodified(pre) && !self.hand_costs {
            return self.def_at(slot).cost;
        }
        self.raw_cost_slow(slot, pre)
    }

    /// Nothing modifies any card now: no modifier in force and no permanent effect to look at
    /// (in `pre` when collected, else on the field). Live values are then the printed ones, and
    /// nothing grants, prohibits or allows anything (the fast path of the queries below).
    #[inline]
    pub(crate) fn unmodified(&self, pre: Option<&[StaticRef<'_>]>) -> bool {
        self.st.mods.is_empty() && pre.map_or(!self.any_static_on_field(), <[StaticRef<'_>]>::is_empty)
    }

    pub(crate) fn raw_cost_slow(&self, slot: u16, pre: Option<&[StaticRef<'_>]>) -> i32 {
        let o = self.st.obj(slot);
        let mut c = self.def_at(slot).cost;
        // 4-9-2-2: the highest "base cost becomes N" applies, then the ± modifiers.
        let mut base: Option<i32> = None;
        let mut delta = 0;
        for m in self.st.mods.iter().filter(|m| m.target == o.id) {
            match m.modifier {
                Modifier::BaseCost(v) => base = Some(base.map_or(v, |b| b.max(v))),
                Modifier::Cost(v) => delta = v.saturating_add(delta),
                _ => {}
            }
        }
        if let Some(b) = base {
            c = b;
        }
        c = c.saturating_add(delta);
        if o.zone == Zone::Hand && self.hand_costs {
            c = c.saturating_add(self.own_hand_cost(slot));
        }
        if o.zone.is_field() || o.zone == Zone::Hand {
            self.each_static_in(pre, |src, ctl, s| {
                match &s.modifier {
                    Modifier::Cost(v) if self.static_targets(&s.target, src, ctl, slot) => c = c.saturating_add(*v),
                    Modifier::CostBy(a) if self.static_targets(&s.target, src, ctl, slot) => c = c.saturating_add(self.amount(a, ctl, Some(src))),
                    _ => {}
                }
            });
        }
        c
    }

    /// What the card in `slot`, in its owner's hand, adds to its own cost by its permanent
    /// effects on itself there ([`StaticTarget::ThisInHand`], "If you have …, give this card in
    /// your hand −4 cost", 「手札のこのカードは、…場合、コスト-4」), each under its conditions,
    /// evaluated for its owner (a hand card's cost asked by those conditions is then its cost
    /// without them: `Game::hand_cost_lookup`).
    #[inline(never)]
    fn own_hand_cost(&self, slot: u16) -> i32 {
        if self.hand_cost_lookup.replace(true) {
            return 0;
        }
        let owner = self.st.obj(slot).owner;
        let v = self.def_at(slot).abilities.iter().fold(0i32, |acc, a| match a {
            Ability::Permanent { conditions, effect: Continuous { target: StaticTarget::ThisInHand, modifier: Modifier::Cost(v) } }
                if self.conds_ok(conditions, owner, Some(slot)) =>
            {
                acc.saturating_add(*v)
            }
            _ => acc,
        });
        self.hand_cost_lookup.set(false);
        v
    }

    /// Cost outside calculation: floored at 0 (1-3-6-2).
    pub(crate) fn cost_at(&self, slot: u16) -> i32 {
        self.raw_cost_at(slot).max(0)
    }

    /// What `seat` pays to play `slot` from its hand, `cost` being its cost there: less every
    /// play-cost reduction waiting for a card like it ([`Effect::NextPlayCost`], "the cost will
    /// be reduced by N"), at least 0. No reduction waits in most games: one comparison.
    #[inline]
    pub(crate) fn play_cost(&self, seat: Seat, slot: u16, cost: i32) -> i32 {
        if self.st.discounts.is_empty() { cost } else { self.play_cost_slow(seat, slot, cost) }
    }

    #[inline(never)]
    fn play_cost_slow(&self, seat: Seat, slot: u16, cost: i32) -> i32 {
        let off = self.st.discounts.iter().filter(|d| d.seat == seat && self.discount_fits(&d.filter, slot, cost)).fold(0i32, |a, d| a.saturating_add(i32::from(d.by)));
        cost.saturating_sub(off).max(0)
    }

    /// Does a play-cost reduction's filter take `slot` (in the hand, of cost `cost` there)?
    fn discount_fits(&self, f: &Filter, slot: u16, cost: i32) -> bool {
        if f.cost_min.is_some_and(|m| cost < m) || f.cost_max.is_some_and(|m| cost > m) {
            return false;
        }
        self.filter_live(&Filter { cost_min: None, cost_max: None, ..f.clone() }, slot, false)
    }

    /// `seat` plays `slot` from its hand: what it pays ([`Game::play_cost`]), the reductions
    /// that took it used up.
    #[inline]
    pub(crate) fn take_play_cost(&mut self, seat: Seat, slot: u16) -> i32 {
        let cost = self.cost_at(slot);
        if self.st.discounts.is_empty() { cost } else { self.take_play_cost_slow(seat, slot, cost) }
    }

    #[inline(never)]
    fn take_play_cost_slow(&mut self, seat: Seat, slot: u16, cost: i32) -> i32 {
        let pay = self.play_cost_slow(seat, slot, cost);
        let used: Vec<bool> = self.st.discounts.iter().map(|d| d.seat == seat && self.discount_fits(&d.filter, slot, cost)).collect();
        let mut it = used.into_iter();
        self.st.discounts.retain(|_| !it.next().unwrap_or(false));
        pay
    }

    /// [`Game::cost_at`] with the permanent effects already collected.
    pub(crate) fn cost_in(&self, slot: u16, pre: &[StaticRef<'_>]) -> i32 {
        self.raw_cost_in(slot, Some(pre)).max(0)
    }

    /// Are this card's own effects negated (8-2)? By an effect applied to it ("its effects are
    /// negated during this turn") or by a permanent effect of a field card ("your opponent's
    /// Characters have their effects negated").
    #[inline]
    pub(crate) fn negated(&self, slot: u16) -> bool {
        self.negated_by_one_shot(slot) || (self.negates_statically && self.negated_by_permanent(slot))
    }

    /// Are the \[On Play\] abilities of the card in `slot`, just played, negated by a permanent
    /// [`Modifier::OnPlayNegated`] ("Your \[On Play\] effects are negated") of its controller
    /// (`YourCharacters`) or of the opponent (`OpponentCharacters`), its filter matching the card?
    pub(crate) fn on_play_negated(&self, slot: u16) -> bool {
        let owner = self.st.obj(slot).owner;
        let mut found = false;
        self.each_static(|_, ctl, c| {
            let (side_ok, f) = match (&c.modifier, &c.target) {
                (Modifier::OnPlayNegated, StaticTarget::YourCharacters(f)) => (ctl == owner, f),
                (Modifier::OnPlayNegated, StaticTarget::OpponentCharacters(f)) => (ctl != owner, f),
                _ => return,
            };
            if side_ok && filter_matches_def(f, self.def_at(slot)) {
                found = true;
            }
        });
        found
    }

    pub(super) fn negated_by_one_shot(&self, slot: u16) -> bool {
        let id = self.st.obj(slot).id;
        !self.st.mods.is_empty() && self.st.mods.iter().any(|m| m.target == id && matches!(m.modifier, Modifier::Negated))
    }

    /// A permanent negation in force on `slot`: from a field card whose own effects are not
    /// negated by a one-shot effect, its conditions met. A negation asked about while another
    /// is being looked for (a negation's condition that reads live values) is not followed
    /// further: the look-up cannot loop.
    pub(super) fn negated_by_permanent(&self, slot: u16) -> bool {
        if self.negation_lookup.replace(true) {
            return false;
        }
        let mut found = false;
        'all: for seat in Seat::BOTH {
            for src in self.st.field_slots(seat) {
                if !self.may_have_static(src) || self.negated_by_one_shot(src) {
                    continue;
                }
                for ab in &self.def_at(src).abilities {
                    if let Ability::Permanent { conditions, effect: Continuous { target, modifier: Modifier::Negated } } = ab {
                        if self.static_targets(target, src, seat, slot) && self.conds_ok(conditions, seat, Some(src)) {
                            found = true;
                            break 'all;
                        }
                    }
                }
            }
        }
        self.negation_lookup.set(false);
        found
    }

    pub(crate) fn has_kw(&self, slot: u16, k: Keyword) -> bool {
        self.has_kw_in(slot, k, None)
    }

    /// [`Game::has_kw`] with the permanent effects already collected when given.
    #[inline]
    pub(crate) fn has_kw_in(&self, slot: u16, k: Keyword, pre: Option<&[StaticRef<'_>]>) -> bool {
        if self.unmodified(pre) {
            return self.def_at(slot).keywords.contains(&k);
        }
        self.has_kw_slow(slot, k, pre)
    }

    pub(super) fn has_kw_slow(&self, slot: u16, k: Keyword, pre: Option<&[StaticRef<'_>]>) -> bool {
        if self.def_at(slot).keywords.contains(&k) && !self.negated(slot) {
            return true;
        }
        let o = self.st.obj(slot);
        if self.st.has_temp_keyword(o.id, k) {
            return true;
        }
        let mut found = false;
        if o.zone.is_field() {
            self.each_static_in(pre, |src, ctl, s| {
                if matches!(s.modifier, Modifier::Grant(g) if g == k) && self.static_targets(&s.target, src, ctl, slot) {
                    found = true;
                }
            });
        }
        found
    }

    pub(crate) fn prohibited(&self, slot: u16, p: Prohibition) -> bool {
        self.prohibited_in(slot, p, None)
    }

    /// [`Game::prohibited`] with the permanent effects already collected when given.
    #[inline]
    pub(crate) fn prohibited_in(&self, slot: u16, p: Prohibition, pre: Option<&[StaticRef<'_>]>) -> bool {
        !self.unmodified(pre) && self.prohibited_slow(slot, p, pre)
    }

    /// May the card in `attacker` not attack the Character in `target`
    /// ([`Prohibition::AttackCharactersBaseCostAtMost`]: an effect's limit on the attacker, against
    /// the target's printed cost)? Asked only while such a limit is in force
    /// (`State::attack_limits`).
    #[cold]
    pub(crate) fn attack_target_prohibited(&self, attacker: u16, target: u16) -> bool {
        let id = self.st.obj(attacker).id;
        let base = self.def_at(target).cost;
        self.st.mods.iter().any(|m| m.target == id && matches!(m.modifier, Modifier::Prohibit(Prohibition::AttackCharactersBaseCostAtMost(n)) if base <= n))
    }

    pub(super) fn prohibited_slow(&self, slot: u16, p: Prohibition, pre: Option<&[StaticRef<'_>]>) -> bool {
        let o = self.st.obj(slot);
        if self.st.mods.iter().any(|m| m.target == o.id && matches!(m.modifier, Modifier::Prohibit(q) if q == p)) {
            return true;
        }
        let mut found = false;
        self.each_static_in(pre, |src, ctl, s| {
            if matches!(s.modifier, Modifier::Prohibit(q) if q == p) && self.static_targets(&s.target, src, ctl, slot) {
                found = true;
            }
        });
        found
    }

    /// The Counter of `seat`'s Character card in `slot` as the counter step uses it (7-1-3): the
    /// printed one, or, for a card without one, what `seat`'s Leader's rule gives cards like it
    /// ([`Extra::CounterFor`]). Asked only in games with such a rule (`Game::counter_rule`).
    #[cold]
    pub(crate) fn counter_of(&self, seat: Seat, slot: u16) -> i32 {
        let d = self.def_at(slot);
        if d.counter > 0 {
            return d.counter;
        }
        let leader = self.def_at(self.st.zones[seat].leader);
        leader
            .abilities
            .iter()
            .find_map(|a| match a {
                Ability::AlsoHas(Extra::CounterFor { filter, amount }) if d.kind == CardKind::Character && filter_matches_def(filter, d) => Some(*amount),
                _ => None,
            })
            .unwrap_or(0)
    }

    /// Does a permanent effect make the Character just put in `slot` enter rested
    /// ([`Modifier::PlayedRested`])? Asked only in games with such an effect
    /// (`Game::plays_rested`).
    #[cold]
    pub(crate) fn played_rested(&self, slot: u16) -> bool {
        let mut found = false;
        self.each_static_in(None, |src, ctl, s| {
            if matches!(s.modifier, Modifier::PlayedRested) && self.static_targets(&s.target, src, ctl, slot) {
                found = true;
            }
        });
        found
    }

    /// Is `slot` under some prohibition `pred` accepts? One pass over the modifiers and the
    /// permanent effects however many prohibitions are asked (the K.O. choke point asks up to
    /// nine); nothing to scan when nothing modifies the table.
    pub(super) fn prohibited_any(&self, slot: u16, pred: impl Fn(Prohibition) -> bool) -> bool {
        if self.unmodified(None) {
            return false;
        }
        let o = self.st.obj(slot);
        if self.st.mods.iter().any(|m| m.target == o.id && matches!(m.modifier, Modifier::Prohibit(q) if pred(q))) {
            return true;
        }
        let mut found = false;
        self.each_static_in(None, |src, ctl, s| {
            if !found && matches!(s.modifier, Modifier::Prohibit(q) if pred(q)) && self.static_targets(&s.target, src, ctl, slot) {
                found = true;
            }
        });
        found
    }

    /// May this card also attack the opponent's active Characters ([`Modifier::AttackActive`])?
    pub(crate) fn attacks_active_in(&self, slot: u16, pre: Option<&[StaticRef<'_>]>) -> bool {
        if self.unmodified(pre) {
            return false;
        }
        let id = self.st.obj(slot).id;
        if self.st.mods.iter().any(|m| m.target == id && matches!(m.modifier, Modifier::AttackActive)) {
            return true;
        }
        let mut found = false;
        self.each_static_in(pre, |src, ctl, s| {
            if matches!(s.modifier, Modifier::AttackActive) && self.static_targets(&s.target, src, ctl, slot) {
                found = true;
            }
        });
        found
    }

    /// 8-3-1-2: the cost of an ability of the card in `slot` as it is paid now — the printed
    /// cost, then what other effects add to it ([`Modifier::AddedCost`]: permanent effects, in the
    /// order they are found). Borrowed when nothing adds.
    #[inline(always)]
    pub(crate) fn full_cost<'c>(&self, printed: &'c [Cost], slot: Option<u16>) -> std::borrow::Cow<'c, [Cost]> {
        match slot {
            Some(slot) if self.adds_to_abilities && !self.unmodified(None) => self.full_cost_slow(printed, slot),
            _ => std::borrow::Cow::Borrowed(printed),
        }
    }

    pub(super) fn full_cost_slow<'c>(&self, printed: &'c [Cost], slot: u16) -> std::borrow::Cow<'c, [Cost]> {
        use std::borrow::Cow;
        // Only permanent effects add costs (no one-shot effect makes an `AddedCost` modifier:
        // see `adds_to_abilities` in game.rs), so the temporary modifiers are not looked at.
        let mut added: Vec<Cost> = Vec::new();
        self.each_static(|src, ctl, s| {
            if let Modifier::AddedCost(c) = &s.modifier {
                if self.static_targets(&s.target, src, ctl, slot) {
                    added.extend(c.iter().cloned());
                }
            }
        });
        if added.is_empty() {
            return Cow::Borrowed(printed);
        }
        let mut all = printed.to_vec();
        all.extend(added);
        Cow::Owned(all)
    }

    /// 8-3-2-2: do the conditions other effects add to the abilities of the card in `slot`
    /// ([`Modifier::AddedCondition`]) all hold, for the ability's `controller`?
    #[inline(always)]
    pub(crate) fn added_conditions_ok(&self, slot: u16, controller: Seat) -> bool {
        !self.adds_to_abilities || self.unmodified(None) || self.added_conditions_slow(slot, controller)
    }

    pub(super) fn added_conditions_slow(&self, slot: u16, controller: Seat) -> bool {
        // Only permanent effects add conditions (as with `full_cost_slow`).
        let mut ok = true;
        self.each_static(|src, ctl, s| {
            if let Modifier::AddedCondition(c) = &s.modifier {
                if ok && self.static_targets(&s.target, src, ctl, slot) && !self.cond_ok(c, controller, Some(slot)) {
                    ok = false;
                }
            }
        });
        ok
    }

    /// The printed conditions of an ability of the card in `slot` and those other effects add
    /// (8-3-2-1, 8-3-2-2).
    #[inline(always)]
    pub(crate) fn ability_conds_ok(&self, conds: &[Condition], controller: Seat, slot: u16) -> bool {
        self.conds_ok(conds, controller, Some(slot)) && self.added_conditions_ok(slot, controller)
    }

    pub(crate) fn restricted(&self, seat: Seat, r: PlayerRestriction) -> bool {
        self.st.pmods.iter().any(|m| m.seat == seat && m.what == r)
    }

    /// May `seat` not activate the [Blocker] of its Character `slot` (a restriction by cost or
    /// power, checked on the live values)?
    pub(crate) fn blocker_restricted(&self, seat: Seat, slot: u16) -> bool {
        self.st.pmods.iter().any(|m| {
            m.seat == seat
                && match m.what {
                    PlayerRestriction::ActivateBlockerCostAtMost(n) => self.cost_at(slot) <= n,
                    PlayerRestriction::ActivateBlockerPowerAtMost(n) => self.power_at(slot) <= n,
                    PlayerRestriction::ActivateBlockerPowerAtLeast(n) => self.power_at(slot) >= n,
                    _ => false,
                }
        })
    }

    pub(crate) fn conds_ok(&self, conds: &[Condition], controller: Seat, src: Option<u16>) -> bool {
        conds.iter().all(|c| self.cond_ok(c, controller, src))
    }

    pub(super) fn cond_ok(&self, c: &Condition, controller: Seat, src: Option<u16>) -> bool {
        match c {
            Condition::Don(n) => src.is_some_and(|s| self.st.obj(s).don >= *n),
            Condition::YourTurn => self.st.turn_player == controller,
            Condition::OpponentsTurn => self.st.turn_player != controller,
            Condition::LeaderHasTrait(t) => trait_match(t, &self.def_at(self.st.zones[controller].leader).traits),
            Condition::LeaderNamed(n) => &self.def_at(self.st.zones[controller].leader).name == n,
            // a Leader's power asked while it is being computed for a condition: not met
            Condition::AtMost(Counted::YourLeaderPower, n) => self.leader_power_for_condition(controller).is_some_and(|p| p <= *n),
            Condition::AtLeast(Counted::YourLeaderPower, n) => self.leader_power_for_condition(controller).is_some_and(|p| p >= *n),
            Condition::AtMost(what, n) => self.count(what, controller, src) <= *n,
            Condition::AtLeast(what, n) => self.count(what, controller, src) >= *n,
            Condition::ThisRested => src.is_some_and(|s| self.st.obj(s).rested),
            Condition::ThisActive => src.is_some_and(|s| self.st.obj(s).zone.is_field() && !self.st.obj(s).rested),
            Condition::OnlyCharacters(f) => {
                let chars = &self.st.zones[controller].chars;
                !chars.is_empty() && chars.iter().all(|&s| self.filter_live(f, s, false))
            }
            Condition::Not(inner) => !self.cond_ok(inner, controller, src),
            Condition::LeaderHasAnyTrait(ts) => {
                let have = &self.def_at(self.st.zones[controller].leader).traits;
                ts.iter().any(|t| trait_match(t, have))
            }
            Condition::LeaderMulticoloured => self.def_at(self.st.zones[controller].leader).colours.len() > 1,
            Condition::DonAtMostOpponents => self.st.don_on_field(controller) <= self.st.don_on_field(controller.other()),
            Condition::OpponentHasMoreDon => self.st.don_on_field(controller.other()) > self.st.don_on_field(controller),
            Condition::All(v) => v.iter().all(|c| self.cond_ok(c, controller, src)),
            Condition::Any(v) => v.iter().any(|c| self.cond_ok(c, controller, src)),
            Condition::Exactly(what, n) => self.count(what, controller, src) == *n,
            Condition::ChosenHasDeclaredCost => {
                self.st.chosen.first().and_then(|&id| self.st.slot_of(id)).is_some_and(|s| Some(self.def_at(s).cost) == self.st.declared)
            }
            Condition::ChosenIs(f) => self.st.chosen.first().and_then(|&id| self.st.slot_of(id)).is_some_and(|s| filter_matches_def(f, self.def_at(s))),
            Condition::ThisPowerAtLeast(n) => src.is_some_and(|s| self.st.obj(s).zone.is_field() && self.power_for_condition(s).is_some_and(|p| p >= *n)),
            Condition::Compare(a, cmp, b) => cmp.holds(self.count(a, controller, src), self.count(b, controller, src)),
            Condition::LeaderActive => !self.st.obj(self.st.zones[controller].leader).rested,
            Condition::LeaderAttribute(a) => {
                filter_matches_def(&Filter { attribute: Some(*a), ..Filter::any() }, self.def_at(self.st.zones[controller].leader))
            }
            Condition::ChosenAtMost { power, n } => self.st.chosen.first().and_then(|&id| self.st.slot_of(id)).is_some_and(|s| {
                self.st.obj(s).zone.is_field() && if *power { self.power_at(s) } else { self.cost_at(s) } <= *n
            }),
            Condition::BattledOpponentsCharacterThisTurn => src.is_some_and(|s| self.battled_opponents_character_this_turn(s, controller)),
            Condition::NotDrawnByThisThisTurn => src.is_some_and(|s| !self.drew_by_its_effect_this_turn(s, controller)),
            Condition::PlayedThisTurn => src.is_some_and(|s| {
                let o = self.st.obj(s);
                matches!(o.zone, Zone::Character | Zone::Stage) && o.played_turn == self.st.turn
            }),
        }
    }

    /// [`Condition::BattledOpponentsCharacterThisTurn`]: the battles of this turn, read from the
    /// log since the turn began (an attack's two cards, the blocker taking the target's place,
    /// 7-1-2-2), one of which is the card at `slot` and the other not the opponent's Leader — so
    /// one of the opponent's Characters, whatever became of it since. Asked only by the cards
    /// with this condition.
    #[cold]
    fn battled_opponents_character_this_turn(&self, slot: u16, controller: Seat) -> bool {
        let me = self.st.obj(slot).id;
        let their_leader = self.st.obj(self.st.zones[controller.other()].leader).id;
        let fits = |b: Option<(CardId, CardId)>| {
            b.is_some_and(|(attacker, target)| (attacker == me && target != their_leader) || (target == me && attacker != their_leader))
        };
        let start = self.st.log.iter().rposition(|e| matches!(e, Event::TurnStarted { .. })).unwrap_or(0);
        let mut battle = None;
        for e in &self.st.log[start..] {
            match e {
                Event::AttackDeclared { attacker, target } => {
                    if fits(battle) { return true; }
                    battle = Some((*attacker, *target));
                }
                Event::Blocked { blocker } => battle = battle.map(|(attacker, _)| (attacker, *blocker)),
                _ => {}
            }
        }
        fits(battle)
    }

    /// Has `controller` drawn a card by an effect of the card at `slot` this turn
    /// ([`Condition::NotDrawnByThisThisTurn`])? Read from the log since the turn began: a card
    /// moved from their deck to their hand after an activation of one of its abilities
    /// (`Event::AbilityActivated`) and before anything else starts (another activation, a
    /// \[Trigger\], a play, an attack, a phase). Asked only by the cards with this condition.
    #[cold]
    fn drew_by_its_effect_this_turn(&self, slot: u16, controller: Seat) -> bool {
        let me = self.st.obj(slot).id;
        let start = self.st.log.iter().rposition(|e| matches!(e, Event::TurnStarted { .. })).unwrap_or(0);
        let mut its = false;
        for e in &self.st.log[start..] {
            match e {
                Event::AbilityActivated { card, .. } => its = card.id == me,
                Event::TriggerActivated { .. } | Event::Played { .. } | Event::AttackDeclared { .. } | Event::PhaseStarted { .. } => its = false,
                Event::Moved { owner, from: Zone::Deck, to: Zone::Hand, .. } if its && *owner == controller => return true,
                _ => {}
            }
        }
        false
    }

    /// Does the hand card in `slot` say "this card in your hand cannot be played by effects" (its
    /// own permanent effect, [`Prohibition::BePlayedByEffects`], under its conditions for its
    /// owner `seat`)? Asked only in games with a card acting on itself in the hand
    /// (`Game::hand_costs`).
    #[cold]
    pub(crate) fn refuses_play_by_effect(&self, slot: u16, seat: Seat) -> bool {
        self.def_at(slot).abilities.iter().any(|a| {
            matches!(a, Ability::Permanent { conditions, effect: Continuous { target: StaticTarget::ThisInHand, modifier: Modifier::Prohibit(Prohibition::BePlayedByEffects) } }
                if self.conds_ok(conditions, seat, Some(slot)))
        })
    }

    /// `controller`'s Leader's live power for a condition ([`Counted::YourLeaderPower`]); `None`
    /// when asked while it is being computed (the Leader's power looks at every permanent effect,
    /// whose conditions may ask it again: "If your Leader has 7000 power or more, this Character
    /// gains \[Rush\]"), so a permanent effect under such a condition does not count towards the
    /// power it asks about, and the look-up cannot loop.
    #[cold]
    pub(crate) fn leader_power_for_condition(&self, controller: Seat) -> Option<i32> {
        self.power_for_condition(self.st.zones[controller].leader)
    }

    /// The live power of the card in `slot` for a condition ("If your Leader has …", "If this
    /// Character has 7000 power or more"); `None` when asked while such a power is being computed
    /// (`Game::power_lookup`): a permanent effect under a power condition does not count towards
    /// the power it asks about, and the look-up cannot loop.
    #[cold]
    pub(crate) fn power_for_condition(&self, slot: u16) -> Option<i32> {
        if self.power_lookup.replace(true) {
            return None;
        }
        let p = self.power_at(slot);
        self.power_lookup.set(false);
        Some(p)
    }

    pub(crate) fn count(&self, what: &Counted, controller: Seat, src: Option<u16>) -> i32 {
        let z = &self.st.zones[controller];
        let oz = &self.st.zones[controller.other()];
        let n = match what {
            Counted::YourTrash => z.trash.len(),
            Counted::YourHand => z.hand.len(),
            Counted::YourLife => z.life.len(),
            Counted::OpponentLife => oz.life.len(),
            Counted::YourDeck => z.deck.len(),
            Counted::YourDonOnField => self.st.don_on_field(controller) as usize,
            Counted::DonOnThis => src.map_or(0, |s| self.st.obj(s).don as usize),
            // "other than this Character" / "other [Name]": the source is not counted
            Counted::YourCharacters(f) => z.chars.iter().filter(|&&s| !(f.not_this && src == Some(s)) && self.filter_live(f, s, false)).count(),
            Counted::OpponentCharacters(f) => oz.chars.iter().filter(|&&s| self.filter_live(f, s, false)).count(),
            Counted::OpponentHand => oz.hand.len(),
            Counted::OpponentDonOnField => self.st.don_on_field(controller.other()) as usize,
            Counted::TotalLife => z.life.len() + oz.life.len(),
            Counted::YourActiveDon => usize::from(z.don_active),
            Counted::YourRestedCards => usize::from(z.don_rested) + self.st.field_slots(controller).filter(|&s| self.st.obj(s).rested).count(),
            Counted::AllCharacters(f) => z.chars.iter().chain(oz.chars.iter()).filter(|&&s| self.filter_live(f, s, false)).count(),
            Counted::YourTrashCards(f) => z.trash.iter().filter(|&&s| filter_matches_def(f, self.def_at(s))).count(),
            Counted::YourFaceUpLife => z.life.iter().filter(|&&s| self.st.obj(s).face_up).count(),
            Counted::YourLifeAndHand => z.life.len() + z.hand.len(),
            Counted::YourLeaderAndCharacters(f) => std::iter::once(&z.leader).chain(z.chars.iter()).filter(|&&s| self.filter_live(f, s, false)).count(),
            // the cards the previous step chose that have moved since (a moved card has a new id)
            Counted::Done(_) => self.st.chosen.iter().filter(|&&id| self.st.slot_of(id).is_none()).count(),
            Counted::YourHandShortOf(n) => return n.saturating_sub(i32::try_from(z.hand.len()).unwrap_or(i32::MAX)).max(0),
            Counted::YourLeaderPower => return self.leader_power_for_condition(controller).unwrap_or(0),
            Counted::YourRestedDon => usize::from(z.don_rested),
            Counted::YourGivenDon => self.st.field_slots(controller).map(|s| usize::from(self.st.obj(s).don)).sum(),
            Counted::OpponentRestedCards => {
                usize::from(oz.don_rested) + self.st.field_slots(controller.other()).filter(|&s| self.st.obj(s).rested).count()
            }
            // each cost as it is now, a negative one as 0 (1-3-6-2); the sum saturates
            Counted::YourCharactersCostTotal => {
                return z.chars.iter().fold(0i32, |t, &s| t.saturating_add(self.cost_at(s)));
            }
        };
        i32::try_from(n).unwrap_or(i32::MAX)
    }

    /// The value of an amount; "N per M counted" saturates like [`Game::power_at`].
    pub(crate) fn amount(&self, a: &Amount, controller: Seat, src: Option<u16>) -> i32 {
        match a {
            Amount::Fixed(v) => *v,
            Amount::PerCount { each, per, of } => {
                let per = i32::from((*per).max(1));
                (self.count(of, controller, src) / per).saturating_mul(*each)
            }
        }
    }

    /// Filter on a card with live information. `live` uses live power/cost; otherwise printed
    /// values (used inside permanent-effect conditions to avoid self-reference).
    pub(crate) fn filter_live(&self, f: &Filter, slot: u16, live: bool) -> bool {
        let d = self.def_at(slot);
        let o = self.st.obj(slot);
        // Live values only when the filter bounds them (both are pure, and costly to compute).
        let live = live && o.zone.is_field();
        if f.cost_max.is_some() || f.cost_min.is_some() {
            let cost = if live { self.cost_at(slot) } else { d.cost };
            if let Some(m) = f.cost_max { if cost > m { return false; } }
            if let Some(m) = f.cost_min { if cost < m { return false; } }
        }
        if f.power_max.is_some() || f.power_min.is_some() {
            let power = if live { self.power_at(slot) } else { d.power };
            if let Some(m) = f.power_max { if power > m { return false; } }
            if let Some(m) = f.power_min { if power < m { return false; } }
        }
        if let Some(r) = f.rested { if o.rested != r { return false; } }
        if let Some(k) = f.keyword {
            let has = if live { self.has_kw(slot, k) } else { d.keywords.contains(&k) };
            if !has { return false; }
        }
        if !f.any_of.is_empty() && !f.any_of.iter().any(|a| self.filter_live(a, slot, live)) { return false; }
        filter_matches_printed(f, d)
    }

    pub(super) fn filter_ctx(&self, f: &Filter, slot: u16, ctx: &Ctx) -> bool {
        if f.not_this && self.st.obj(slot).id == ctx.source {
            return false;
        }
        if let Some(side) = f.cost_max_life {
            let life = |s: Seat| self.st.zones[s].life.len() as i32;
            let n = match side {
                Side::You => life(ctx.controller),
                Side::Opponent => life(ctx.controller.other()),
                Side::Either => life(Seat::A) + life(Seat::B),
            };
            if self.cost_at(slot) > n { return false; }
        }
        self.filter_live(f, slot, true)
    }

    /// Candidates of a selector (field cards).
    pub(crate) fn select(&self, sel: &Selector, ctx: &Ctx) -> Vec<u16> {
        let mut out = Vec::new();
        let seats: &[Seat] = match sel.side {
            Side::You => &[ctx.controller],
            Side::Opponent => if ctx.controller == Seat::A { &[Seat::B] } else { &[Seat::A] },
            Side::Either => &Seat::BOTH,
        };
        if sel.what == Targetable::BattleOpponent {
            // the other card of the battle the source is in, a Character still on the field
            let other = self.st.battle.as_ref().and_then(|b| {
                if b.attacker == ctx.source { Some(b.target) } else if b.target == ctx.source { Some(b.attacker) } else { None }
            });
            out.extend(other.and_then(|id| self.st.slot_of(id)).filter(|&s| self.st.obj(s).zone == Zone::Character && seats.contains(&self.st.obj(s).owner)));
            return out;
        }
        for &seat in seats {
            let z = &self.st.zones[seat];
            match sel.what {
                Targetable::This => {
                    if let Some(s) = self.ctx_source_slot(ctx) {
                        if self.st.obj(s).zone.is_field() { out.push(s); }
                    }
                    return out;
                }
                Targetable::Leader => out.push(z.leader),
                Targetable::Character => out.extend(z.chars.iter().copied()),
                Targetable::LeaderOrCharacter => { out.push(z.leader); out.extend(z.chars.iter().copied()); }
                Targetable::Stage => out.extend(z.stage),
                Targetable::BattleOpponent => return out,
                Targetable::Chosen => {
                    out.extend(self.st.chosen.iter().filter_map(|&id| self.st.slot_of(id)).filter(|&s| self.st.obj(s).zone.is_field()));
                    return out;
                }
            }
        }
        out.retain(|&s| self.filter_ctx(&sel.filter, s, ctx));
        out
    }
}
