//! The ONE resolver: live card information (power, cost, keywords, prohibitions, conditions,
//! filters), the choke points of every event kind (zone move, K.O., damage, cost payment,
//! modifiers) where replacement effects and trigger detection happen, and the work stack that
//! runs effects and pauses for decisions.

use game_core::{Hidden, Seat, Visibility};

use crate::card::{CardDef, CardKind, Keyword};
use crate::decision::{DecisionKind, OptionKind, Prompt};
use crate::effect::*;
use crate::event::{CardRef, Event, GameResult, LossReason};
use crate::game::Game;
use crate::state::*;

/// The seat a [`Side`] names for the effect's controller `seat` ("Either" reads as the
/// controller: no effect moves or rests both players' cards at once).
fn side_seat(seat: Seat, side: Side) -> Seat {
    if side == Side::Opponent { seat.other() } else { seat }
}

/// Whether a printed card matches a filter (no live information: hand, deck, deck building).
pub(crate) fn filter_matches_def(f: &Filter, d: &CardDef) -> bool {
    if let Some(m) = f.cost_max { if d.cost > m { return false; } }
    if let Some(m) = f.cost_min { if d.cost < m { return false; } }
    if let Some(m) = f.power_max { if d.power > m { return false; } }
    if let Some(m) = f.power_min { if d.power < m { return false; } }
    filter_matches_printed(f, d) && (f.any_of.is_empty() || f.any_of.iter().any(|a| filter_matches_def(a, d)))
}

/// [`filter_matches_def`] without the cost and power bounds and the alternatives (which
/// [`Game::filter_live`] checks with live values): the card's printed information only.
fn filter_matches_printed(f: &Filter, d: &CardDef) -> bool {
    if let Some(k) = f.kind { if d.kind != k { return false; } }
    if let Some(c) = f.colour { if !d.colours.contains(&c) { return false; } }
    let extra = || d.abilities.iter().filter_map(|a| if let Ability::AlsoHas(x) = a { Some(x) } else { None });
    if let Some(a) = f.attribute {
        if !d.attributes.contains(&a) && !extra().any(|x| *x == Extra::Attribute(a)) { return false; }
    }
    if !f.traits.is_empty() {
        let gained = || extra().filter_map(|x| if let Extra::Trait(t) = x { Some(t.as_str()) } else { None });
        if !f.traits.iter().any(|t| trait_match(t, &d.traits) || trait_match_in(t, gained())) { return false; }
    }
    let names = || std::iter::once(d.name.as_str()).chain(extra().filter_map(|x| if let Extra::Name(n) = x { Some(n.as_str()) } else { None }));
    if let Some(n) = &f.name {
        let ok = match n { NameMatch::Exact(s) => names().any(|m| same_name(m, s)), NameMatch::Contains(s) => names().any(|m| m.contains(s.as_str())) };
        if !ok { return false; }
    }
    if let Some(n) = &f.name_not { if names().any(|m| same_name(m, n)) { return false; } }
    if let Some(t) = f.has_trigger { if d.trigger.is_some() != t { return false; } }
    if let Some(m) = f.multicolour { if (d.colours.len() > 1) != m { return false; } }
    if let Some(v) = f.no_text { if (d.abilities.is_empty() && d.keywords.is_empty() && d.trigger.is_none()) != v { return false; } }
    if let Some(w) = &f.without_auto { if d.abilities.iter().any(|a| matches!(a, Ability::Auto { when, .. } if when == w)) { return false; } }
    if let Some(n) = &f.number { if &d.number != n { return false; } }
    if let Some(m) = f.base_cost_max { if d.cost > m { return false; } }
    if let Some(m) = f.base_cost_min { if d.cost < m { return false; } }
    if let Some(m) = f.base_power_max { if d.power > m { return false; } }
    if let Some(m) = f.base_power_min { if d.power < m { return false; } }
    true
}

fn trait_match(want: &str, have: &[String]) -> bool {
    trait_match_in(want, have.iter().map(String::as_str))
}

fn trait_match_in<'a>(want: &str, mut have: impl Iterator<Item = &'a str>) -> bool {
    match want.strip_suffix('*') {
        Some(part) => have.any(|h| h.contains(part)),
        None => have.any(|h| h == want),
    }
}

/// The step cap of one `run` (an effect chain that never settles is a loop, 11-1-1-1).
const RUN_STEP_CAP: u32 = 200_000;

/// A permanent effect in force: (source slot, controller, the continuous effect).
pub(crate) type StaticRef<'a> = (u16, Seat, &'a Continuous);

impl Game {
    // ------------------------------------------------------------------ live information

    pub(crate) fn def_at(&self, slot: u16) -> &CardDef {
        self.db.get(self.st.obj(slot).def)
    }

    fn ctx_source_slot(&self, ctx: &Ctx) -> Option<u16> {
        self.st.slot_of(ctx.source)
    }

    /// The permanent effects in force now, collected once for a batch of queries on an unchanged
    /// state (the legal-action list asks for many costs and keywords; each scan walks both fields).
    pub(crate) fn statics(&self) -> Vec<StaticRef<'_>> {
        let mut v = Vec::with_capacity(4);
        self.each_static(|src, ctl, c| v.push((src, ctl, c)));
        v
    }

    /// [`Game::each_static`] over a list from [`Game::statics`] when one is given.
    fn each_static_in<'a>(&'a self, pre: Option<&[StaticRef<'a>]>, mut f: impl FnMut(u16, Seat, &'a Continuous)) {
        match pre {
            Some(list) => list.iter().for_each(|&(src, ctl, c)| f(src, ctl, c)),
            None => self.each_static(f),
        }
    }

    /// Permanent effects currently in force: (source slot, controller, continuous).
    fn each_static<'a>(&'a self, mut f: impl FnMut(u16, Seat, &'a Continuous)) {
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
    fn may_have_static(&self, slot: u16) -> bool {
        self.st.obj(slot).statics
    }

    /// Does any field card have a permanent effect in its definition? Most positions have
    /// none, and then no permanent effect needs looking for (a count kept by `move_obj`: this
    /// runs for every cost, power and keyword asked).
    #[inline]
    pub(crate) fn any_static_on_field(&self) -> bool {
        self.st.field_statics.a > 0 || self.st.field_statics.b > 0
    }

    fn static_targets(&self, t: &StaticTarget, src: u16, controller: Seat, slot: u16) -> bool {
        let o = self.st.obj(slot);
        match t {
            StaticTarget::This => src == slot,
            StaticTarget::YourLeader => o.zone == Zone::Leader && o.owner == controller,
            StaticTarget::YourCharacters(f) => {
                o.zone == Zone::Character && o.owner == controller && !(f.not_this && src == slot) && self.filter_live(f, slot, false)
            }
            StaticTarget::OpponentCharacters(f) => o.zone == Zone::Character && o.owner != controller && self.filter_live(f, slot, false),
            StaticTarget::YourHand(f) => o.zone == Zone::Hand && o.owner == controller && filter_matches_def(f, self.def_at(slot)),
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
        if self.unmodified(pre) {
            return self.def_at(slot).cost;
        }
        self.raw_cost_slow(slot, pre)
    }

    /// Nothing modifies any card now: no modifier in force and no permanent effect to look at
    /// (in `pre` when collected, else on the field). Live values are then the printed ones, and
    /// nothing grants, prohibits or allows anything (the fast path of the queries below).
    #[inline]
    fn unmodified(&self, pre: Option<&[StaticRef<'_>]>) -> bool {
        self.st.mods.is_empty() && pre.map_or(!self.any_static_on_field(), <[StaticRef<'_>]>::is_empty)
    }

    fn raw_cost_slow(&self, slot: u16, pre: Option<&[StaticRef<'_>]>) -> i32 {
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
        if o.zone.is_field() || o.zone == Zone::Hand {
            self.each_static_in(pre, |src, ctl, s| {
                if let Modifier::Cost(v) = s.modifier {
                    if self.static_targets(&s.target, src, ctl, slot) {
                        c = c.saturating_add(v);
                    }
                }
            });
        }
        c
    }

    /// Cost outside calculation: floored at 0 (1-3-6-2).
    pub(crate) fn cost_at(&self, slot: u16) -> i32 {
        self.raw_cost_at(slot).max(0)
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

    fn negated_by_one_shot(&self, slot: u16) -> bool {
        let id = self.st.obj(slot).id;
        !self.st.mods.is_empty() && self.st.mods.iter().any(|m| m.target == id && matches!(m.modifier, Modifier::Negated))
    }

    /// A permanent negation in force on `slot`: from a field card whose own effects are not
    /// negated by a one-shot effect, its conditions met. A negation asked about while another
    /// is being looked for (a negation's condition that reads live values) is not followed
    /// further: the look-up cannot loop.
    fn negated_by_permanent(&self, slot: u16) -> bool {
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

    fn has_kw_slow(&self, slot: u16, k: Keyword, pre: Option<&[StaticRef<'_>]>) -> bool {
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

    fn prohibited_slow(&self, slot: u16, p: Prohibition, pre: Option<&[StaticRef<'_>]>) -> bool {
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
    /// cost, then what other effects add to it ([`Modifier::AddedCost`]): the temporary ones in
    /// the order they resolved, then the permanent ones in force. Borrowed when nothing adds.
    #[inline(always)]
    pub(crate) fn full_cost<'c>(&self, printed: &'c [Cost], slot: Option<u16>) -> std::borrow::Cow<'c, [Cost]> {
        match slot {
            Some(slot) if self.adds_to_abilities && !self.unmodified(None) => self.full_cost_slow(printed, slot),
            _ => std::borrow::Cow::Borrowed(printed),
        }
    }

    fn full_cost_slow<'c>(&self, printed: &'c [Cost], slot: u16) -> std::borrow::Cow<'c, [Cost]> {
        use std::borrow::Cow;
        let id = self.st.obj(slot).id;
        let mut added: Vec<Cost> = Vec::new();
        for m in self.st.mods.iter().filter(|m| m.target == id) {
            if let Modifier::AddedCost(c) = &m.modifier {
                added.extend(c.iter().cloned());
            }
        }
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

    fn added_conditions_slow(&self, slot: u16, controller: Seat) -> bool {
        let id = self.st.obj(slot).id;
        let temp_ok = self.st.mods.iter().all(|m| match &m.modifier {
            Modifier::AddedCondition(c) if m.target == id => self.cond_ok(c, controller, Some(slot)),
            _ => true,
        });
        let mut ok = temp_ok;
        if ok {
            self.each_static(|src, ctl, s| {
                if let Modifier::AddedCondition(c) = &s.modifier {
                    if ok && self.static_targets(&s.target, src, ctl, slot) && !self.cond_ok(c, controller, Some(slot)) {
                        ok = false;
                    }
                }
            });
        }
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
                    _ => false,
                }
        })
    }

    pub(crate) fn conds_ok(&self, conds: &[Condition], controller: Seat, src: Option<u16>) -> bool {
        conds.iter().all(|c| self.cond_ok(c, controller, src))
    }

    fn cond_ok(&self, c: &Condition, controller: Seat, src: Option<u16>) -> bool {
        match c {
            Condition::Don(n) => src.is_some_and(|s| self.st.obj(s).don >= *n),
            Condition::YourTurn => self.st.turn_player == controller,
            Condition::OpponentsTurn => self.st.turn_player != controller,
            Condition::LeaderHasTrait(t) => trait_match(t, &self.def_at(self.st.zones[controller].leader).traits),
            Condition::LeaderNamed(n) => &self.def_at(self.st.zones[controller].leader).name == n,
            Condition::AtMost(what, n) => self.count(what, controller, src) <= *n,
            Condition::AtLeast(what, n) => self.count(what, controller, src) >= *n,
            Condition::ThisRested => src.is_some_and(|s| self.st.obj(s).rested),
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
            Condition::ThisPowerAtLeast(n) => src.is_some_and(|s| self.st.obj(s).zone.is_field() && self.power_at(s) >= *n),
            Condition::Compare(a, cmp, b) => cmp.holds(self.count(a, controller, src), self.count(b, controller, src)),
            Condition::PlayedThisTurn => src.is_some_and(|s| {
                let o = self.st.obj(s);
                matches!(o.zone, Zone::Character | Zone::Stage) && o.played_turn == self.st.turn
            }),
        }
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
        if !f.any_of.is_empty() && !f.any_of.iter().any(|a| self.filter_live(a, slot, live)) { return false; }
        filter_matches_printed(f, d)
    }

    fn filter_ctx(&self, f: &Filter, slot: u16, ctx: &Ctx) -> bool {
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

    // ------------------------------------------------------------------ choke points

    pub(crate) fn log(&mut self, e: Event) {
        self.st.log.push(e);
    }

    /// A face-up Life card turned face down, where it is (its id stays: both players saw it).
    fn turn_life_face_down(&mut self, slot: u16) {
        self.st.objs[slot as usize].face_up = false;
        let owner = self.st.obj(slot).owner;
        let cr = self.cref(slot);
        self.log(Event::LifeTurnedFaceDown { seat: owner, card: cr });
    }

    pub(crate) fn cref(&self, slot: u16) -> CardRef {
        let o = self.st.obj(slot);
        CardRef { id: o.id, def: o.def }
    }

    /// The zone-move choke point (3-1-6): removes the card from its zone, returns attached DON!!
    /// rested (6-5-5-4), gives it a fresh id and puts it at the top (or bottom) of `to`.
    pub(crate) fn move_obj(&mut self, slot: u16, to: Zone, bottom: bool) -> CardId {
        let (owner, from, old) = {
            let o = self.st.obj(slot);
            (o.owner, o.zone, CardRef { id: o.id, def: o.def })
        };
        let face_up_life = from == Zone::Life && self.st.obj(slot).face_up;
        // 4-11: "when this card leaves the field" looks back at the card on the field; 8-4-5: it
        // activates only if the destination is a public zone.
        let mut leave: [u8; 4] = [0; 4];
        let mut nleave = 0;
        if matches!(from, Zone::Character | Zone::Stage) && to != from && to.is_public() && !self.negated(slot) {
            for (i, ab) in self.db.get(old.def).abilities.iter().enumerate() {
                if let Ability::Auto { when: When::LeavesField, conditions, .. } = ab {
                    if nleave < leave.len() && self.conds_ok(conditions, owner, Some(slot)) {
                        leave[nleave] = i as u8;
                        nleave += 1;
                    }
                }
            }
        }
        {
            let z = &mut self.st.zones[owner];
            let list = match from {
                Zone::Deck => Some(&mut z.deck),
                Zone::Hand => Some(&mut z.hand),
                Zone::Trash => Some(&mut z.trash),
                Zone::Life => Some(&mut z.life),
                Zone::Character => Some(&mut z.chars),
                Zone::Stage => { if z.stage == Some(slot) { z.stage = None; } None }
                Zone::Leader | Zone::Resolving => None,
            };
            if let Some(list) = list {
                // A slot is in its zone once; searched from the top, where draws take it.
                match list.iter().rposition(|&s| s == slot) {
                    Some(i) if i + 1 == list.len() => { list.pop(); }
                    Some(i) => { list.remove(i); }
                    None => {}
                }
            }
        }
        if from.is_field() {
            let don = self.st.objs[slot as usize].don;
            self.st.zones[owner].don_rested += don;
            self.st.objs[slot as usize].don = 0;
        }
        if self.st.obj(slot).statics && from.is_field() != to.is_field() {
            let n = &mut self.st.field_statics[owner];
            *n = if to.is_field() { n.saturating_add(1) } else { n.saturating_sub(1) };
        }
        {
            let o = &mut self.st.objs[slot as usize];
            o.zone = to;
            o.rested = false;
            o.face_up = false;
            if to == Zone::Character || to == Zone::Stage { o.played_turn = self.st.turn; }
        }
        let id = self.st.new_id(slot);
        let z = &mut self.st.zones[owner];
        match to {
            Zone::Deck => if bottom { z.deck.insert(0, slot) } else { z.deck.push(slot) },
            Zone::Hand => z.hand.push(slot),
            Zone::Trash => z.trash.push(slot),
            Zone::Life => if bottom { z.life.insert(0, slot) } else { z.life.push(slot) },
            Zone::Character => z.chars.push(slot),
            Zone::Stage => z.stage = Some(slot),
            Zone::Leader | Zone::Resolving => {}
        }
        let vis = if from.is_public() || to.is_public() || face_up_life {
            Visibility::Public
        } else if from == Zone::Hand || to == Zone::Hand {
            Visibility::Owner(owner)
        } else {
            Visibility::Nobody
        };
        if vis != Visibility::Nobody || from != to {
            // The new id of a card entering a hidden zone is not shown to anybody.
            let to_id = if matches!(to, Zone::Deck | Zone::Life) { Hidden::Unknown } else { Hidden::Known(id) };
            self.log(Event::Moved { owner, card: Hidden::Known(old), to_id, from, to, vis });
        }
        if nleave > 0 {
            self.next_batch();
            let batch = self.st.batch;
            for &i in &leave[..nleave] {
                self.st.triggers.push(PendingTrigger { batch, controller: owner, source: id, def: old.def, ability: i, from_trash: true });
            }
        }
        id
    }

    /// Draw one card (4-5-2); nothing if the deck is empty (1-3-2).
    pub(crate) fn draw_one(&mut self, seat: Seat) -> bool {
        match self.st.zones[seat].deck.last().copied() {
            Some(s) => { self.move_obj(s, Zone::Hand, false); true }
            None => false,
        }
    }

    /// Add a continuous modifier (power/cost/keyword/prohibition choke point).
    /// After the refresh phase of `tp` (6-2-4): effects lasting "through the opponent's next
    /// refresh phase" end, and those lasting "until the end of the opponent's next turn" (of
    /// `tp`'s opponent) or "until the end of your next turn" (of `tp`) now last until the end of
    /// this turn (6-6-1-3).
    pub(crate) fn after_refresh(&mut self, tp: Seat) {
        let opp_next = |d: Duration, c: Seat| {
            (d == Duration::UntilEndOfOpponentsNextTurn && c != tp) || (d == Duration::UntilEndOfYourNextTurn && c == tp)
        };
        for m in self.st.mods.iter_mut().filter(|m| opp_next(m.duration, m.controller)) { m.duration = Duration::ThisTurn; }
        for m in self.st.pmods.iter_mut().filter(|m| opp_next(m.duration, m.controller)) { m.duration = Duration::ThisTurn; }
        self.st.mods.retain(|m| !(m.duration == Duration::UntilOpponentsNextRefresh && m.controller != tp));
        self.st.pmods.retain(|m| !(m.duration == Duration::UntilOpponentsNextRefresh && m.controller != tp));
    }

    pub(crate) fn add_mod(&mut self, target: CardId, modifier: Modifier, duration: Duration, controller: Seat) {
        if let Modifier::Power(Amount::Fixed(v)) = &modifier {
            self.log(Event::PowerChanged { card: target, delta: *v });
        }
        self.st.mods.push(TempMod { target, modifier, duration, controller });
    }

    pub(crate) fn rest_slot(&mut self, slot: u16) -> bool {
        if self.st.obj(slot).rested || self.prohibited(slot, Prohibition::BeRested) {
            return false;
        }
        self.st.objs[slot as usize].rested = true;
        let id = self.st.obj(slot).id;
        self.log(Event::Rested { card: id });
        true
    }

    fn set_active_slot(&mut self, slot: u16) -> bool {
        // 1-3-8: rest beats set-active.
        if !self.st.obj(slot).rested || self.prohibited(slot, Prohibition::BeSetActive) {
            return false;
        }
        self.st.objs[slot as usize].rested = false;
        let id = self.st.obj(slot).id;
        self.log(Event::SetActive { card: id });
        true
    }

    /// Return up to `n` DON!! from `seat`'s field to the DON!! deck (cost area first: active,
    /// then rested, then attached in field order). Returns how many.
    pub(crate) fn return_don(&mut self, seat: Seat, n: u8) -> u8 {
        let mut left = n;
        let z = &mut self.st.zones[seat];
        let a = left.min(z.don_active); z.don_active -= a; left -= a;
        let r = left.min(z.don_rested); z.don_rested -= r; left -= r;
        let slots: Vec<u16> = self.st.field_slots(seat).collect();
        for s in slots {
            let o = &mut self.st.objs[s as usize];
            let k = left.min(o.don); o.don -= k; left -= k;
        }
        let done = n - left;
        self.st.zones[seat].don_deck += done;
        if done > 0 { self.log(Event::DonReturned { seat, count: done }); }
        done
    }

    /// DON!! −N (8-3-1-6, 10-2-10-1): the player chooses N DON!! cards among their leader,
    /// character and cost areas and returns them to the DON!! deck. Asked one card at a time,
    /// and only while there is a choice: with N or fewer on the field, all of them go.
    pub(crate) fn begin_return_don(&mut self, seat: Seat, n: u8, as_cost: bool, source: Option<CardId>) {
        if self.st.don_on_field(seat) <= u32::from(n) {
            let done = self.return_don(seat, n);
            self.finish_return_don(seat, done > 0, done == n, as_cost);
        } else {
            self.next_return_don(seat, n, as_cost, source, false);
        }
    }

    /// `earlier`: some DON!! of this return went already (picked one at a time).
    fn next_return_don(&mut self, seat: Seat, remaining: u8, as_cost: bool, source: Option<CardId>, earlier: bool) {
        let sources = self.don_sources(seat);
        match sources.as_slice() {
            [] => self.finish_return_don(seat, earlier, false, as_cost),
            [only] => {
                let done = self.return_don_from(seat, *only, remaining);
                self.finish_return_don(seat, earlier || done > 0, done == remaining, as_cost);
            }
            _ => self.ask(seat, DecisionKind::ReturnDon { remaining, sources, source }, Cont::ReturnDon { remaining, as_cost, source }),
        }
    }

    /// The end of one return of DON!! (`returned`: some went): "When a DON!! card on your field
    /// is returned to your DON!! deck" triggers once for it.
    fn finish_return_don(&mut self, seat: Seat, returned: bool, all: bool, as_cost: bool) {
        if returned {
            self.detect(seat, None, |w| *w == When::DonReturned);
        }
        if as_cost {
            if !all {
                self.st.cost_ok = false; // 8-3-1-3-1
            }
        } else {
            self.st.last_ok = all;
        }
    }

    /// Where `seat`'s DON!! on the field are: cost area active, rested, then given to the leader
    /// and each character.
    pub(crate) fn don_sources(&self, seat: Seat) -> Vec<crate::decision::DonSource> {
        use crate::decision::DonSource;
        let z = &self.st.zones[seat];
        let mut v = Vec::new();
        if z.don_active > 0 {
            v.push(DonSource::CostActive(z.don_active));
        }
        if z.don_rested > 0 {
            v.push(DonSource::CostRested(z.don_rested));
        }
        for s in std::iter::once(z.leader).chain(z.chars.iter().copied()) {
            let o = self.st.obj(s);
            if o.don > 0 {
                v.push(DonSource::Attached { card: o.id, count: o.don });
            }
        }
        v
    }

    /// Returns up to `n` DON!! from one place to the DON!! deck; how many went.
    fn return_don_from(&mut self, seat: Seat, from: crate::decision::DonSource, n: u8) -> u8 {
        use crate::decision::DonSource;
        let k = match from {
            DonSource::CostActive(_) => {
                let z = &mut self.st.zones[seat];
                let k = n.min(z.don_active);
                z.don_active -= k;
                k
            }
            DonSource::CostRested(_) => {
                let z = &mut self.st.zones[seat];
                let k = n.min(z.don_rested);
                z.don_rested -= k;
                k
            }
            DonSource::Attached { card, .. } => match self.st.slot_of(card) {
                Some(s) if self.st.obj(s).owner == seat && self.st.obj(s).zone.is_field() => {
                    let o = &mut self.st.objs[s as usize];
                    let k = n.min(o.don);
                    o.don -= k;
                    k
                }
                _ => 0,
            },
        };
        self.st.zones[seat].don_deck += k;
        if k > 0 {
            self.log(Event::DonReturned { seat, count: k });
        }
        k
    }

    // DON!! choke points: every move of DON!! cards by a cost, an effect or an action goes
    // through one of `add_don`, `rest_don`, `set_don_active`, `give_don`, `return_don` /
    // `return_don_from`, and each logs what it did (the rules' own phases — the DON!! phase,
    // the refresh — and the judge's corrections keep their own events).

    /// Rests up to `n` of `seat`'s active DON!! in the cost area (a cost paid, "rest N of your
    /// DON!! cards"); how many were rested, logged.
    pub(crate) fn rest_don(&mut self, seat: Seat, n: u8) -> u8 {
        let z = &mut self.st.zones[seat];
        let k = n.min(z.don_active);
        z.don_active -= k;
        z.don_rested += k;
        if k > 0 { self.log(Event::DonRested { seat, count: k }); }
        k
    }

    /// Sets up to `n` of `seat`'s rested DON!! in the cost area active; how many, logged.
    pub(crate) fn set_don_active(&mut self, seat: Seat, n: u8) -> u8 {
        let z = &mut self.st.zones[seat];
        let k = n.min(z.don_rested);
        z.don_rested -= k;
        z.don_active += k;
        if k > 0 { self.log(Event::DonSetActive { seat, count: k }); }
        k
    }

    pub(crate) fn add_don(&mut self, seat: Seat, n: u8, rested: bool) -> u8 {
        let z = &mut self.st.zones[seat];
        let k = n.min(z.don_deck);
        z.don_deck -= k;
        if rested { z.don_rested += k } else { z.don_active += k }
        if k > 0 { self.log(Event::DonAdded { seat, count: k, rested }); }
        k
    }

    /// Losing by rule: record it; the rule check ends the game (9-2).
    pub(crate) fn mark_loss(&mut self, seat: Seat) {
        self.st.lost[seat] = true;
    }

    pub(crate) fn end_game(&mut self, r: GameResult) {
        if self.st.result.is_none() {
            self.st.result = Some(r);
            self.st.pending = None;
            self.st.work.clear();
            self.st.triggers.clear();
            self.st.flow = crate::flow::Flow::Over;
            self.log(Event::GameOver { result: r });
        }
    }

    /// 9-2 rule processing: defeat conditions (damage at 0 life, empty deck); both = draw.
    pub(crate) fn rule_check(&mut self) {
        if self.st.result.is_some() || !self.st.started {
            return;
        }
        let lose = |g: &Game, s: Seat| g.st.lost[s] || g.st.zones[s].deck.is_empty();
        let (a, b) = (lose(self, Seat::A), lose(self, Seat::B));
        let reason = |g: &Game, s: Seat| if g.st.lost[s] { LossReason::Damage } else { LossReason::DeckOut };
        match (a, b) {
            (true, true) => self.end_game(GameResult::Draw(crate::event::DrawReason::BothLost)),
            (true, false) => { let r = reason(self, Seat::A); self.end_game(GameResult::Win { winner: Seat::B, reason: r }) }
            (false, true) => { let r = reason(self, Seat::B); self.end_game(GameResult::Win { winner: Seat::A, reason: r }) }
            _ => {}
        }
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
                    if pred(when) && !*negated.get_or_insert_with(|| self.negated(slot)) && self.ability_conds_ok(conditions, seat, slot) {
                        self.st.triggers.push(PendingTrigger { batch, controller: seat, source: id, def, ability: i as u8, from_trash: false });
                    }
                }
            }
        }
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
        if *once_per_turn && self.st.once_used.contains(&(t.source, t.ability)) { return; }
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
        if once_per_turn { self.st.once_used.push((t.source, t.ability)); }
        let cr = CardRef { id: t.source, def: t.def };
        self.log(Event::AbilityActivated { card: cr, ability: t.ability });
        self.push_paid(cost, effect, ctx);
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

    /// 8-3-1-3: can every part of the cost be paid?
    pub(crate) fn can_pay(&self, cost: &[Cost], ctx: &Ctx) -> bool {
        let z = &self.st.zones[ctx.controller];
        let mut rest = 0u32;
        let mut ret = 0u32;
        let mut hand = 0usize;
        let src = self.st.slot_of(ctx.source);
        for c in cost {
            match c {
                Cost::RestDon(n) => rest = rest.saturating_add(u32::from(*n)),
                Cost::ReturnDon(n) | Cost::ReturnDonOrMore(n) => ret = ret.saturating_add(u32::from(*n)),
                Cost::RestThis => match src {
                    Some(s) if self.st.obj(s).zone.is_field() && !self.st.obj(s).rested && !self.prohibited(s, Prohibition::BeRested) => {}
                    _ => return false,
                },
                Cost::TrashThis => match src {
                    Some(s) if self.st.obj(s).zone.is_field() => {}
                    _ => return false,
                },
                Cost::TrashFromHand { count, filter } => {
                    hand = hand.saturating_add(usize::from(*count));
                    // an Event being played is not in the hand when its cost is paid (8-4-2)
                    let avail = z.hand.iter().filter(|&&s| Some(s) != src && filter_matches_def(filter, self.def_at(s))).count();
                    if avail < hand { return false; }
                }
                Cost::HandToDeck { count, .. } => {
                    hand = hand.saturating_add(usize::from(*count));
                    if z.hand.iter().filter(|&&s| Some(s) != src).count() < hand { return false; }
                }
                Cost::RestCharacters { count, filter } => {
                    let avail = z.chars.iter().filter(|&&s| !self.st.obj(s).rested && self.filter_live(filter, s, true)).count();
                    if avail < usize::from(*count) { return false; }
                }
                Cost::LifeToHand(n) => if z.life.len() < usize::from(*n) { return false; },
                Cost::RestDonSymbol(n) => rest = rest.saturating_add(u32::from(*n)),
                Cost::LifeTopOrBottomToHand(n) | Cost::TrashLife(n) => if z.life.len() < usize::from(*n) { return false; },
                Cost::MillTop(n) => if z.deck.len() < usize::from(*n) { return false; },
                Cost::TrashToDeckBottom { count, filter } => {
                    let avail = z.trash.iter().filter(|&&s| filter_matches_def(filter, self.def_at(s))).count();
                    if avail < usize::from(*count) { return false; }
                }
                Cost::ReturnThisToHand | Cost::ThisToDeckBottom => match src {
                    Some(s) if self.st.obj(s).zone == Zone::Character => {}
                    _ => return false,
                },
                Cost::RevealFromHand { count, filter } => {
                    let avail = z.hand.iter().filter(|&&s| Some(s) != src && filter_matches_def(filter, self.def_at(s))).count();
                    if avail < usize::from(*count) { return false; }
                }
                Cost::TurnLifeFaceUp(n) => {
                    let n = usize::from(*n);
                    if z.life.len() < n || z.life.iter().rev().take(n).any(|&s| self.st.obj(s).face_up) { return false; }
                }
                Cost::TurnLifeFaceDown(n) => {
                    let n = usize::from(*n);
                    if z.life.len() < n || z.life.iter().rev().take(n).any(|&s| !self.st.obj(s).face_up) { return false; }
                }
                Cost::TrashLifeTopOrBottom(n) => if z.life.len() < usize::from(*n) { return false; },
                Cost::RestLeaderOrStage { count, filter } => {
                    if self.leader_or_stage(ctx.controller, filter).len() < usize::from(*count) { return false; }
                }
                Cost::RestNamed { count, name } => {
                    if self.named_to_rest(ctx.controller, name).len() < usize::from(*count) { return false; }
                }
                Cost::GiveActiveDonToNamed { count, name } => {
                    if self.named_don_receivers(ctx.controller, name).is_empty() { return false; }
                    rest = rest.saturating_add(u32::from(*count));
                }
                Cost::StageToDeckBottom { count, cost } => {
                    if self.stages_costing(*cost).len() < usize::from(*count) { return false; }
                }
                Cost::ReturnCharactersToHand { count, filter } => {
                    let avail = z.chars.iter().filter(|&&s| self.filter_live(filter, s, true)).count();
                    if avail < usize::from(*count) { return false; }
                }
                Cost::ActiveLeaderPower(_) => if self.st.obj(z.leader).rested { return false; },
            }
        }
        rest <= u32::from(z.don_active) && ret.saturating_add(rest) <= self.st.don_on_field(ctx.controller)
    }

    // ------------------------------------------------------------------ the work stack

    fn ask(&mut self, seat: Seat, kind: DecisionKind, cont: Cont) {
        self.st.pending = Some(Pending { seat, kind, cont });
    }

    #[allow(clippy::too_many_arguments)]
    fn ask_cards(&mut self, seat: Seat, prompt: Prompt, cands: &[u16], min: usize, max: usize, ctx: Option<&Ctx>, cont: Cont) {
        let candidates = cands.iter().map(|&s| self.st.obj(s).id).collect();
        let kind = DecisionKind::ChooseCards { prompt, candidates, min: min as u8, max: max as u8, source: ctx.map(|c| c.source) };
        self.ask(seat, kind, cont);
    }

    /// Execute one unit of work.
    pub(crate) fn exec(&mut self, w: Work) {
        match w {
            Work::Eff(e, ctx) => self.eff(*e, ctx),
            Work::IfOk(e, ctx) => if self.st.last_ok { self.st.work.push(Work::Eff(e, ctx)) },
            Work::CostBegin => {
                self.st.cost_ok = true;
                self.st.paying_cost = true;
            }
            Work::Cost(c, ctx) => self.pay(*c, ctx),
            Work::AfterCost(e, ctx) => {
                self.st.paying_cost = false;
                if self.st.cost_ok { self.st.work.push(Work::Eff(e, ctx)) } else { self.st.last_ok = false }
            }
            Work::Ko { target, cause, by, used, joint } => self.ko(target, cause, by, used, joint),
            Work::Leave { target, to, bottom, by, used } => self.leave_field(target, to, bottom, by, used),
            Work::FaceUpInLife(slot) => {
                if self.st.obj(slot).zone == Zone::Life && !self.st.obj(slot).face_up {
                    self.st.objs[slot as usize].face_up = true;
                    let (owner, cr) = (self.st.obj(slot).owner, self.cref(slot));
                    self.log(Event::LifeTurnedFaceUp { seat: owner, card: cr });
                }
            }
            Work::Damage { seat, remaining, first, banish } => self.damage(seat, remaining, first, banish),
            Work::ToTrashAfter(slot) => if self.st.obj(slot).zone == Zone::Resolving { self.move_obj(slot, Zone::Trash, false); },
            Work::DrawUpTo { remaining, ctx } => {
                if remaining > 0 && !self.st.zones[ctx.controller].deck.is_empty() {
                    self.ask(ctx.controller, DecisionKind::YesNo { prompt: Prompt::DrawAnother, source: Some(ctx.source), effect: None }, Cont::DrawUpTo { remaining, ctx });
                }
            }
            Work::ToLifeUpTo { remaining, face_up, added, ctx } => {
                if remaining > 0 && !self.st.zones[ctx.controller].deck.is_empty() {
                    let kind = DecisionKind::YesNo { prompt: Prompt::AddToLife, source: Some(ctx.source), effect: None };
                    self.ask(ctx.controller, kind, Cont::ToLifeUpTo { remaining, face_up, added, ctx });
                } else {
                    self.st.last_ok = added > 0;
                }
            }
            Work::PlaceRest { cards, to, seat } => self.place_rest(cards, to, seat),
            Work::PlayObj { slot, rested, ctx } => self.play_obj(slot, rested, ctx),
            Work::ReturnDonMore { ctx } => {
                if self.st.cost_ok && self.st.don_on_field(ctx.controller) > 0 {
                    let kind = DecisionKind::YesNo { prompt: Prompt::ReturnAnotherDon, source: Some(ctx.source), effect: None };
                    self.ask(ctx.controller, kind, Cont::ReturnDonMore { ctx });
                }
            }
        }
    }

    fn place_rest(&mut self, mut cards: Vec<u16>, to: RestTo, seat: Seat) {
        cards.retain(|&s| self.st.obj(s).zone == Zone::Deck);
        match to {
            RestTo::Trash => for s in cards { self.move_obj(s, Zone::Trash, false); },
            // the player picks the cards for the bottom; the others go back on top
            RestTo::TopOrBottom => if !cards.is_empty() {
                let c = cards.clone();
                self.ask_cards(seat, Prompt::ToDeckBottom, &c, 0, c.len(), None, Cont::ArrangeTop { looked: cards, seat });
            },
            _ if cards.len() <= 1 => {
                for s in cards { self.move_obj(s, Zone::Deck, to == RestTo::BottomAnyOrder); }
            }
            _ => {
                let c = cards.clone();
                self.ask_cards(seat, Prompt::NextToPlace, &c, 1, 1, None, Cont::PlaceRest { cards, to, seat });
            }
        }
    }

    /// Play a card onto the field by an effect or from hand (3-7-6-1, 3-8-5-1).
    pub(crate) fn play_obj(&mut self, slot: u16, rested: bool, ctx: Ctx) {
        let owner = self.st.obj(slot).owner;
        match self.def_at(slot).kind {
            CardKind::Character => {
                if self.st.zones[owner].chars.len() >= 5 {
                    let c = self.st.zones[owner].chars.clone();
                    self.ask_cards(owner, Prompt::CharacterToMakeRoom, &c, 1, 1, Some(&ctx), Cont::MakeRoom { incoming: slot, rested, ctx });
                    return;
                }
                self.put_character(slot, rested);
            }
            CardKind::Stage => {
                if let Some(old) = self.st.zones[owner].stage {
                    self.move_obj(old, Zone::Trash, false);
                }
                self.move_obj(slot, Zone::Stage, false);
                self.next_batch();
                self.detect(owner, Some(slot), |w| *w == When::OnPlay);
                self.st.last_ok = true;
            }
            _ => self.st.last_ok = false,
        }
    }

    pub(crate) fn put_character(&mut self, slot: u16, rested: bool) {
        let owner = self.st.obj(slot).owner;
        self.move_obj(slot, Zone::Character, false);
        if rested { self.st.objs[slot as usize].rested = true; }
        self.next_batch();
        self.detect(owner, Some(slot), |w| *w == When::OnPlay);
        // At most leader + 6 characters (before the 5-card rule) + stage: no allocation.
        let mut others = [0u16; 8];
        let mut n = 0;
        for s in self.st.field_slots(owner) {
            if s != slot && n < others.len() {
                others[n] = s;
                n += 1;
            }
        }
        for &s in &others[..n] { self.detect(owner, Some(s), |w| *w == When::YouPlayCharacter); }
        self.st.last_ok = true;
    }

    fn pay(&mut self, c: Cost, ctx: Ctx) {
        let seat = ctx.controller;
        let src = self.st.slot_of(ctx.source);
        let fail = |g: &mut Game| g.st.cost_ok = false;
        match c {
            Cost::RestDon(n) => {
                if self.rest_don(seat, n) < n { fail(self) }
            }
            Cost::ReturnDon(n) => self.begin_return_don(seat, n, true, Some(ctx.source)),
            Cost::ReturnDonOrMore(n) => {
                self.st.work.push(Work::ReturnDonMore { ctx });
                self.begin_return_don(seat, n, true, Some(ctx.source));
            }
            Cost::RestThis => match src { Some(s) if self.st.obj(s).zone.is_field() && self.rest_slot(s) => {} _ => fail(self) },
            Cost::TrashThis => match src { Some(s) if self.st.obj(s).zone.is_field() => self.this_off_field(s, Zone::Trash, false, seat), _ => fail(self) },
            Cost::TrashFromHand { count, filter } => {
                let c: Vec<u16> = self.st.zones[seat].hand.iter().copied().filter(|&s| filter_matches_def(&filter, self.def_at(s))).collect();
                let k = usize::from(count).min(c.len());
                if k < usize::from(count) { fail(self) }
                if k > 0 { self.ask_cards(seat, Prompt::TrashFromHand, &c, k, k, Some(&ctx), Cont::TrashHand { ctx, as_cost: true }); }
            }
            Cost::HandToDeck { count, bottom } => {
                let c: Vec<u16> = self.st.zones[seat].hand.clone();
                let k = usize::from(count).min(c.len());
                if k < usize::from(count) { fail(self) }
                if k > 0 { self.ask_cards(seat, Prompt::NextToPlace, &c, k, k, Some(&ctx), Cont::Move { to: Dest::Deck { bottom } }); }
            }
            Cost::RestCharacters { count, filter } => {
                let c: Vec<u16> = self.st.zones[seat].chars.iter().copied().filter(|&s| !self.st.obj(s).rested && self.filter_live(&filter, s, true)).collect();
                let k = usize::from(count).min(c.len());
                if k < usize::from(count) { fail(self) }
                if k > 0 { self.ask_cards(seat, Prompt::RestForCost, &c, k, k, Some(&ctx), Cont::RestChars { ctx }); }
            }
            Cost::LifeToHand(n) => {
                for _ in 0..n {
                    match self.st.zones[seat].life.last().copied() { Some(s) => { self.move_obj(s, Zone::Hand, false); } None => fail(self) }
                }
            }
            Cost::RestDonSymbol(n) => self.pay(Cost::RestDon(n), ctx),
            Cost::LifeTopOrBottomToHand(n) => self.life_top_or_bottom(n, ctx, Zone::Hand),
            Cost::TrashLifeTopOrBottom(n) => self.life_top_or_bottom(n, ctx, Zone::Trash),
            Cost::ActiveLeaderPower(v) => {
                let leader = self.st.zones[seat].leader;
                if self.st.obj(leader).rested { fail(self); } else {
                    let id = self.st.obj(leader).id;
                    self.add_mod(id, Modifier::Power(Amount::Fixed(v)), Duration::ThisTurn, seat);
                }
            }
            Cost::TurnLifeFaceUp(n) => {
                let life = self.st.zones[seat].life.clone();
                if life.len() < usize::from(n) { fail(self) }
                for &s in life.iter().rev().take(usize::from(n)) {
                    if self.st.obj(s).face_up { fail(self); continue; }
                    self.st.objs[s as usize].face_up = true;
                    let cr = self.cref(s);
                    self.log(Event::LifeTurnedFaceUp { seat, card: cr });
                }
            }
            Cost::TurnLifeFaceDown(n) => {
                let life = self.st.zones[seat].life.clone();
                if life.len() < usize::from(n) { fail(self) }
                for &s in life.iter().rev().take(usize::from(n)) {
                    if !self.st.obj(s).face_up { fail(self); continue; }
                    self.turn_life_face_down(s);
                }
            }
            Cost::StageToDeckBottom { count, cost } => {
                let c = self.stages_costing(cost);
                let k = usize::from(count).min(c.len());
                if k < usize::from(count) { fail(self) }
                if k > 0 { self.ask_cards(seat, Prompt::Targets, &c, k, k, Some(&ctx), Cont::Act(Box::new(Act::ToDeckBottom), ctx)); }
            }
            Cost::GiveActiveDonToNamed { count, name } => {
                let c = self.named_don_receivers(seat, &name);
                if c.is_empty() || self.st.zones[seat].don_active < count { fail(self); return; }
                if c.len() == 1 {
                    self.give_don(c[0], count, false);
                } else {
                    self.ask_cards(seat, Prompt::DonReceiver, &c, 1, 1, Some(&ctx), Cont::GiveDon { count, rested_only: false, ctx });
                }
            }
            Cost::RestNamed { count, name } => {
                let c = self.named_to_rest(seat, &name);
                let k = usize::from(count).min(c.len());
                if k < usize::from(count) { fail(self) }
                if k > 0 { self.ask_cards(seat, Prompt::RestForCost, &c, k, k, Some(&ctx), Cont::RestChars { ctx }); }
            }
            Cost::RestLeaderOrStage { count, filter } => {
                let c = self.leader_or_stage(seat, &filter);
                let k = usize::from(count).min(c.len());
                if k < usize::from(count) { fail(self) }
                if k > 0 { self.ask_cards(seat, Prompt::RestForCost, &c, k, k, Some(&ctx), Cont::RestChars { ctx }); }
            }
            Cost::ReturnCharactersToHand { count, filter } => {
                let c: Vec<u16> = self.st.zones[seat].chars.iter().copied().filter(|&s| self.filter_live(&filter, s, true)).collect();
                let k = usize::from(count).min(c.len());
                if k < usize::from(count) { fail(self) }
                if k > 0 { self.ask_cards(seat, Prompt::Targets, &c, k, k, Some(&ctx), Cont::Act(Box::new(Act::ReturnToHand), ctx)); }
            }
            Cost::TrashLife(n) => {
                for _ in 0..n {
                    match self.st.zones[seat].life.last().copied() { Some(s) => { self.move_obj(s, Zone::Trash, false); } None => fail(self) }
                }
            }
            Cost::MillTop(n) => {
                for _ in 0..n {
                    match self.st.zones[seat].deck.last().copied() { Some(s) => { self.move_obj(s, Zone::Trash, false); } None => fail(self) }
                }
            }
            Cost::TrashToDeckBottom { count, filter } => {
                let c: Vec<u16> = self.st.zones[seat].trash.iter().copied().filter(|&s| filter_matches_def(&filter, self.def_at(s))).collect();
                let k = usize::from(count).min(c.len());
                if k < usize::from(count) { fail(self) }
                if k > 0 { self.ask_cards(seat, Prompt::ToDeckBottom, &c, k, k, Some(&ctx), Cont::HandToDeck { bottom: true }); }
            }
            Cost::ReturnThisToHand => match src {
                Some(s) if self.st.obj(s).zone == Zone::Character => self.this_off_field(s, Zone::Hand, false, seat),
                _ => fail(self),
            },
            Cost::ThisToDeckBottom => match src {
                Some(s) if self.st.obj(s).zone == Zone::Character => self.this_off_field(s, Zone::Deck, true, seat),
                _ => fail(self),
            },
            Cost::RevealFromHand { count, filter } => {
                let c: Vec<u16> = self.st.zones[seat].hand.iter().copied().filter(|&s| filter_matches_def(&filter, self.def_at(s))).collect();
                let k = usize::from(count).min(c.len());
                if k < usize::from(count) { fail(self) }
                if k > 0 { self.ask_cards(seat, Prompt::ToReveal, &c, k, k, Some(&ctx), Cont::RevealHand { seat }); }
            }
        }
    }

    /// A cost that moves its own card off the field: through the leave-the-field choke point
    /// (a replacement effect may take its place, and then the cost is not paid, 8-3-1-7) for a
    /// Character or Stage; a Leader (no printed cost moves one) directly.
    fn this_off_field(&mut self, slot: u16, to: Zone, bottom: bool, seat: Seat) {
        if matches!(self.st.obj(slot).zone, Zone::Character | Zone::Stage) {
            let id = self.st.obj(slot).id;
            self.leave_field(id, to, bottom, seat, Vec::new());
        } else {
            self.move_obj(slot, to, bottom);
        }
    }

    /// "add N cards from the top or bottom of your Life cards to your hand" (a cost): one card at
    /// a time, the player picking the top or the bottom one.
    fn life_top_or_bottom(&mut self, remaining: u8, ctx: Ctx, to: Zone) {
        let seat = ctx.controller;
        if remaining == 0 { return; }
        let life = &self.st.zones[seat].life;
        let (Some(&top), Some(&bottom)) = (life.last(), life.first()) else { self.st.cost_ok = false; return };
        if top == bottom {
            self.move_obj(top, to, false);
            self.life_top_or_bottom(remaining - 1, ctx, to);
            return;
        }
        // Life is face down: the player chooses a place, not a card they cannot see (3-10).
        let kind = DecisionKind::ChooseOption { count: 2, source: Some(ctx.source), triggers: Vec::new(), options: OptionKind::TopOrBottom };
        self.ask(seat, kind, Cont::LifeTopOrBottom { remaining, ctx, to });
    }

    /// The active Leader and Stage of `seat` matching `filter` (a rest cost).
    /// Both players' Stages with a cost of exactly `cost` (live cost).
    fn stages_costing(&self, cost: i32) -> Vec<u16> {
        let f = Filter { cost_min: Some(cost), cost_max: Some(cost), ..Filter::any() };
        Seat::BOTH.iter().filter_map(|&seat| self.st.zones[seat].stage).filter(|&s| self.filter_live(&f, s, true)).collect()
    }

    /// `seat`'s active Leader, Characters and Stage named `name` (live names: 2-1-3), for
    /// "rest N of your [Name] cards".
    fn named_to_rest(&self, seat: Seat, name: &str) -> Vec<u16> {
        let z = &self.st.zones[seat];
        let f = Filter { name: Some(NameMatch::Exact(name.to_string())), ..Filter::any() };
        std::iter::once(z.leader)
            .chain(z.chars.iter().copied())
            .chain(z.stage)
            .filter(|&s| !self.st.obj(s).rested && !self.prohibited(s, Prohibition::BeRested) && self.filter_live(&f, s, true))
            .collect()
    }

    /// The Leader and Characters of `seat` named `name` (DON!! go to a Leader or a Character).
    fn named_don_receivers(&self, seat: Seat, name: &str) -> Vec<u16> {
        let z = &self.st.zones[seat];
        let f = Filter { name: Some(NameMatch::Exact(name.to_string())), ..Filter::any() };
        std::iter::once(z.leader).chain(z.chars.iter().copied()).filter(|&s| self.filter_live(&f, s, true)).collect()
    }

    fn leader_or_stage(&self, seat: Seat, filter: &Filter) -> Vec<u16> {
        let z = &self.st.zones[seat];
        std::iter::once(z.leader)
            .chain(z.stage)
            .filter(|&s| !self.st.obj(s).rested && !self.prohibited(s, Prohibition::BeRested) && self.filter_live(filter, s, true))
            .collect()
    }

    /// Is `card` in the battle under way against a Leader (the attacking or the attacked one)?
    fn battling_a_leader(&self, card: CardId) -> bool {
        let Some(b) = self.st.battle.as_ref() else { return false };
        let other = if b.attacker == card { b.target } else if b.target == card { b.attacker } else { return false };
        self.st.slot_of(other).is_some_and(|s| self.st.obj(s).zone == Zone::Leader)
    }

    /// The K.O. choke point (10-2-1): prohibitions, replacement effects (8-1-3-4), On K.O.
    /// detection on the field, then the move to the trash (10-2-17).
    fn ko(&mut self, target: CardId, cause: KoCause, by: Seat, used: Vec<(CardId, u8)>, joint: bool) {
        let Some(slot) = self.st.slot_of(target) else { self.st.last_ok = false; return };
        if self.st.obj(slot).zone != Zone::Character { self.st.last_ok = false; return; }
        let blocked = self.prohibited(slot, Prohibition::BeKoed)
            || (cause == KoCause::Battle && self.prohibited(slot, Prohibition::BeKoedInBattle))
            || (cause == KoCause::Battle && self.battling_a_leader(target) && self.prohibited(slot, Prohibition::BeKoedInBattleByLeaders))
            || (cause == KoCause::Effect && self.prohibited(slot, Prohibition::BeKoedByEffects))
            || (cause == KoCause::Effect && by != self.st.obj(slot).owner && self.prohibited(slot, Prohibition::BeKoedByOpponentsEffects));
        if blocked { self.st.last_ok = false; return; }
        let owner = self.st.obj(slot).owner;
        let applies = |g: &Game, event: &Replaceable, src: u16, sctl: Seat| match event {
            Replaceable::WouldBeKoed { target: t, cause: c } => c.is_none_or(|c| c == cause) && g.static_targets(t, src, sctl, slot),
            Replaceable::WouldLeaveFieldByOpponentsEffect { target: t } | Replaceable::WouldBeKoedByOpponentsEffect { target: t } => {
                cause == KoCause::Effect && by != sctl && g.static_targets(t, src, sctl, slot)
            }
            // a K.O. moves the card off the field (whatever its cause)
            Replaceable::WouldLeaveField { target: t } => g.static_targets(t, src, sctl, slot),
        };
        if self.replace(slot, &used, applies, |used| Work::Ko { target, cause, by, used, joint }) {
            return;
        }
        // K.O.: On K.O. abilities check their conditions on the field (10-2-17-1).
        let (def, don) = { let o = self.st.obj(slot); (o.def, o.don) };
        let _ = don;
        let mut onko: Vec<u8> = Vec::new();
        for (i, ab) in self.db.get(def).abilities.iter().enumerate() {
            if let Ability::Auto { when: When::OnKo, conditions, .. } = ab {
                if self.conds_ok(conditions, owner, Some(slot)) { onko.push(i as u8); }
            }
        }
        let cr = self.cref(slot);
        self.log(Event::Koed { card: cr, cause });
        if !joint {
            self.next_batch();
        }
        // "When your / your opponent's / a Character is K.O.'d" (a Character: either player's)
        self.detect(owner, None, |w| matches!(w, When::CharacterKoed(Side::You | Side::Either)));
        self.detect(owner.other(), None, |w| matches!(w, When::CharacterKoed(Side::Opponent | Side::Either)));
        let new_id = self.move_obj(slot, Zone::Trash, false);
        let batch = self.st.batch;
        for i in onko {
            self.st.triggers.push(PendingTrigger { batch, controller: owner, source: new_id, def, ability: i, from_trash: true });
        }
        self.st.last_ok = true;
    }

    /// The replacement choke point (8-1-3-4): the first replacement effect that `applies` to the
    /// event about `slot`, in the order of 8-1-3-4-2 (the affected card's own, then the turn
    /// player's, then the other player's), not yet used in this chain (8-1-3-4-1), whose
    /// "instead" part can be done (8-1-3-4-5). An optional one asks its controller; declining
    /// re-runs the event (`redo`) with it marked used. True when a replacement took over.
    fn replace(
        &mut self,
        slot: u16,
        used: &[(CardId, u8)],
        applies: impl Fn(&Game, &Replaceable, u16, Seat) -> bool,
        redo: impl FnOnce(Vec<(CardId, u8)>) -> Work,
    ) -> bool {
        let tp = self.st.turn_player;
        let mut order: Vec<u16> = vec![slot];
        for seat in [tp, tp.other()] {
            order.extend(self.st.field_slots(seat).filter(|&s| s != slot));
        }
        let mut found = None;
        'search: for src in order {
            if self.negated(src) { continue; }
            let o = self.st.obj(src);
            let (sid, sdef, sctl) = (o.id, o.def, o.owner);
            for (i, ab) in self.db.get(sdef).abilities.iter().enumerate() {
                let Ability::Replacement { event, conditions, once_per_turn, optional, instead } = ab else { continue };
                let key = (sid, i as u8);
                if used.contains(&key) || (*once_per_turn && self.st.once_used.contains(&key)) { continue; }
                if !applies(self, event, src, sctl) || !self.conds_ok(conditions, sctl, Some(src)) { continue; }
                let ctx = Ctx { controller: sctl, source: sid, def: sdef };
                if !self.feasible(instead, &ctx) { continue; } // 8-1-3-4-5
                found = Some((key, ctx, *optional, *once_per_turn, instead.clone()));
                break 'search;
            }
        }
        let Some((key, ctx, optional, once_per_turn, instead)) = found else { return false };
        let mut used2 = used.to_vec();
        used2.push(key);
        if optional {
            let again = redo(used2);
            self.ask(ctx.controller, DecisionKind::YesNo { prompt: Prompt::Replace, source: Some(ctx.source), effect: Some(Box::new(instead.clone())) }, Cont::Replace { ko: Box::new(again), rep: key, instead: Box::new(instead), ctx });
        } else {
            if once_per_turn { self.st.once_used.push(key); }
            self.replaced(Box::new(instead), ctx);
        }
        true
    }

    /// A replacement effect takes the event's place: its "instead" part resolves, and a cost
    /// being paid by that event is not paid as written, so its effect will not resolve (8-3-1-7).
    fn replaced(&mut self, instead: Box<Effect>, ctx: Ctx) {
        if self.st.paying_cost {
            self.st.cost_ok = false;
        }
        self.st.work.push(Work::Eff(instead, ctx));
    }

    /// The leave-the-field choke point for effects that move a character or stage off the field
    /// without a K.O. (return to hand, to the deck, trash): replacement effects for "would be
    /// removed from the field by your opponent's effect" apply here as they do for K.O.
    fn leave_field(&mut self, target: CardId, to: Zone, bottom: bool, by: Seat, used: Vec<(CardId, u8)>) {
        let Some(slot) = self.st.slot_of(target) else { self.st.last_ok = false; return };
        if !matches!(self.st.obj(slot).zone, Zone::Character | Zone::Stage) { self.st.last_ok = false; return; }
        let applies = |g: &Game, event: &Replaceable, src: u16, sctl: Seat| match event {
            Replaceable::WouldLeaveFieldByOpponentsEffect { target: t } => by != sctl && g.static_targets(t, src, sctl, slot),
            Replaceable::WouldLeaveField { target: t } => g.static_targets(t, src, sctl, slot),
            Replaceable::WouldBeKoed { .. } | Replaceable::WouldBeKoedByOpponentsEffect { .. } => false,
        };
        if self.replace(slot, &used, applies, |used| Work::Leave { target, to, bottom, by, used }) {
            return;
        }
        self.move_obj(slot, to, bottom);
        self.st.last_ok = true;
    }

    /// Can the "instead" part be done (8-1-3-4-5)?
    fn feasible(&self, e: &Effect, ctx: &Ctx) -> bool {
        let z = &self.st.zones[ctx.controller];
        match e {
            Effect::SetDon { side: Side::You, count, rested: true, up_to: false } => z.don_active >= *count,
            Effect::ReturnDon { side: Side::You, count } => self.st.don_on_field(ctx.controller) >= u32::from(*count),
            Effect::MoveChosen { side: Side::You, from: Pile::Hand, count, filter, up_to: false, .. } => {
                z.hand.iter().filter(|&&s| filter_matches_def(filter, self.def_at(s))).count() >= usize::from(*count)
            }
            Effect::MoveTop { side: Side::You, from: Pile::Life | Pile::LifeEnds, count, up_to: false, .. } => z.life.len() >= usize::from(*count),
            Effect::Targeted { sel, .. } => sel.up_to || sel.all || self.select(sel, ctx).len() >= usize::from(sel.count),
            Effect::Seq(v) => v.iter().all(|e| self.feasible(e, ctx)),
            Effect::MayPay { cost, .. } => self.can_pay(cost, ctx),
            _ => true,
        }
    }

    /// The damage choke point (4-6, 7-1-4-1-1).
    fn damage(&mut self, seat: Seat, remaining: u8, first: bool, banish: bool) {
        if remaining == 0 { return; }
        let Some(top) = self.st.zones[seat].life.last().copied() else {
            if first {
                // 7-1-4-1-1-1 / 1-2-1-1-1: damage decided while the life is 0.
                self.mark_loss(seat);
            }
            return;
        };
        if first { self.log(Event::Damage { seat, amount: remaining }); }
        self.st.work.push(Work::Damage { seat, remaining: remaining - 1, first: false, banish });
        self.next_batch();
        self.detect(seat, None, |w| *w == When::YouTakeDamage);
        if banish {
            self.move_obj(top, Zone::Trash, false);
        } else if self.def_at(top).trigger.is_some() {
            let id = self.st.obj(top).id;
            self.ask(seat, DecisionKind::Trigger { card: id }, Cont::LifeTrigger { slot: top, remaining, banish });
        } else {
            self.move_obj(top, Zone::Hand, false);
        }
    }

    /// Resolve one effect node.
    fn eff(&mut self, e: Effect, ctx: Ctx) {
        let seat = ctx.controller;
        self.st.last_ok = true;
        match e {
            Effect::Nothing => {}
            Effect::Seq(v) => for e in v.into_iter().rev() { self.st.work.push(Work::Eff(Box::new(e), ctx)) },
            Effect::IfDone(a, b) => {
                self.st.work.push(Work::IfOk(b, ctx));
                self.st.work.push(Work::Eff(a, ctx));
            }
            Effect::If(c, b) => {
                let src = self.st.slot_of(ctx.source);
                if self.cond_ok(&c, seat, src) { self.st.work.push(Work::Eff(b, ctx)) } else { self.st.last_ok = false }
            }
            Effect::May(b) => self.ask(seat, DecisionKind::YesNo { prompt: Prompt::May, source: Some(ctx.source), effect: Some(Box::new((*b).clone())) }, Cont::May(b, ctx)),
            Effect::MayPay { cost, then } => {
                if self.can_pay(&cost, &ctx) {
                    self.ask(seat, DecisionKind::YesNo { prompt: Prompt::PayCost, source: Some(ctx.source), effect: Some(Box::new((*then).clone())) }, Cont::MayPay(cost, then, ctx));
                } else {
                    self.st.last_ok = false;
                }
            }
            Effect::ChooseOne { by, options: opts } => {
                if opts.is_empty() { self.st.last_ok = false; return; }
                let kind = DecisionKind::ChooseOption { count: opts.len() as u8, source: Some(ctx.source), triggers: Vec::new(), options: OptionKind::Modes(opts.clone()) };
                self.ask(side_seat(seat, by), kind, Cont::ChooseOne(opts, ctx));
            }
            Effect::Draw { amount, up_to } => {
                let src = self.st.slot_of(ctx.source);
                let n = self.amount(&amount, seat, src);
                if up_to {
                    self.st.work.push(Work::DrawUpTo { remaining: u8::try_from(n.clamp(0, 255)).unwrap_or(0), ctx });
                    return;
                }
                let mut drew = 0;
                for _ in 0..n.max(0) {
                    if !self.draw_one(seat) { break; } // 1-3-2: as much as possible
                    drew += 1;
                }
                self.st.last_ok = n <= 0 || drew > 0;
            }
            Effect::MoveChosen { side, from, by, count, up_to, filter, to } => self.move_chosen(side_seat(seat, side), from, side_seat(seat, by), count, up_to, &filter, to, ctx),
            Effect::Targeted { sel, act } => {
                let c = self.select(&sel, &ctx);
                if sel.all && !c.is_empty() {
                    // "all of …": every matching card, no choice (8-4-4-3)
                    self.apply_act(&act, &c, ctx);
                    return;
                }
                if c.is_empty() || sel.count == 0 { self.st.last_ok = false; self.st.chosen.clear(); return; }
                let max = usize::from(sel.count).min(c.len());
                let min = if sel.up_to { 0 } else { max };
                if matches!(sel.what, Targetable::This | Targetable::Chosen | Targetable::BattleOpponent) || (min == max && max == c.len()) {
                    self.apply_act(&act, &c[..max], ctx);
                } else {
                    self.ask_cards(seat, Prompt::Targets, &c, min, max, Some(&ctx), Cont::Act(Box::new(act), ctx));
                }
            }
            Effect::Search { look, filter, up_to, pick_to, rest, reveal } => {
                let deck = &self.st.zones[seat].deck;
                let n = usize::from(look).min(deck.len());
                let looked: Vec<u16> = deck[deck.len() - n..].iter().rev().copied().collect();
                if reveal {
                    // shown to both players
                    for &s in &looked {
                        let card = self.cref(s);
                        self.log(Event::Revealed { seat, card });
                    }
                } else {
                    let cards = looked.iter().map(|&s| Hidden::Known(self.cref(s))).collect();
                    self.log(Event::Looked { seat, cards });
                }
                let c: Vec<u16> = looked.iter().copied().filter(|&s| {
                    let d = self.def_at(s);
                    filter_matches_def(&filter, d) && match pick_to { PickTo::Play { .. } => matches!(d.kind, CardKind::Character | CardKind::Stage), _ => true }
                }).collect();
                if c.is_empty() || up_to == 0 {
                    self.st.last_ok = false;
                    self.st.work.push(Work::PlaceRest { cards: looked, to: rest, seat });
                    return;
                }
                let max = usize::from(up_to).min(c.len());
                self.ask_cards(seat, Prompt::PickFromLook, &c, 0, max, Some(&ctx), Cont::SearchPick { looked, pick_to, rest, ctx });
            }
            Effect::Play { from, filter, up_to, rested } => {
                let z = &self.st.zones[seat];
                let pool: Vec<u16> = match from {
                    PlayFrom::Hand => z.hand.clone(),
                    PlayFrom::Trash => z.trash.clone(),
                    PlayFrom::DeckTop => z.deck.last().copied().into_iter().collect(),
                    PlayFrom::HandOrTrash => z.hand.iter().chain(z.trash.iter()).copied().collect(),
                    PlayFrom::Deck => z.deck.clone(),
                };
                if from == PlayFrom::Deck {
                    // "…, then shuffle your deck": shuffled before the pick, the rest of the deck
                    // ends in the same random order as shuffled after it (the pick is by card)
                    self.shuffle_deck(seat);
                }
                let c: Vec<u16> = pool.into_iter().filter(|&s| {
                    let d = self.def_at(s);
                    matches!(d.kind, CardKind::Character | CardKind::Stage) && filter_matches_def(&filter, d)
                }).collect();
                // 4-7-2: "cannot play" restricts playing from hand by paying the cost, not this.
                if c.is_empty() || up_to == 0 { self.st.last_ok = false; return; }
                let max = usize::from(up_to).min(c.len());
                self.ask_cards(seat, Prompt::CardToPlay, &c, 0, max, Some(&ctx), Cont::PlayChosen { rested, ctx });
            }
            Effect::PlayThis => match self.st.slot_of(ctx.source) {
                Some(s) if matches!(self.st.obj(s).zone, Zone::Resolving | Zone::Hand | Zone::Trash) => self.st.work.push(Work::PlayObj { slot: s, rested: false, ctx }),
                _ => self.st.last_ok = false,
            },
            Effect::AddDon { count, rested } => self.st.last_ok = self.add_don(seat, count, rested) > 0,
            Effect::GiveRestedDon { count, to } => {
                let c = self.select(&to, &ctx);
                if c.is_empty() || self.st.zones[seat].don_rested == 0 || count == 0 { self.st.last_ok = false; return; }
                if to.count > 1 {
                    // "Give up to 3 of your Characters up to 1 rested DON!! card each": the player
                    // picks the receivers, each gets up to `count` while rested DON!! remain
                    let max = usize::from(to.count).min(c.len());
                    self.ask_cards(seat, Prompt::DonReceiver, &c, 0, max, Some(&ctx), Cont::GiveDon { count, rested_only: true, ctx });
                } else if c.len() == 1 {
                    self.give_don(c[0], count, true);
                } else {
                    self.ask_cards(seat, Prompt::DonReceiver, &c, 0, 1, Some(&ctx), Cont::GiveDon { count, rested_only: true, ctx });
                }
            }
            Effect::SetDon { side, count, up_to, rested } => {
                let who = side_seat(seat, side);
                let k = if rested { self.rest_don(who, count) } else { self.set_don_active(who, count) };
                self.st.last_ok = if up_to { k > 0 } else { k == count };
            }
            Effect::ReturnDon { side, count } => match side {
                // 8-3-1-6: the player picks where each DON!! comes from
                Side::You | Side::Either => self.begin_return_don(seat, count, false, Some(ctx.source)),
                Side::Opponent => {
                    let done = self.return_don(seat.other(), count);
                    if done > 0 {
                        self.detect(seat.other(), None, |w| *w == When::DonReturned);
                    }
                    self.st.last_ok = done == count;
                }
            },
            Effect::MoveTop { side, from, count, up_to, to } => self.move_top(side_seat(seat, side), from, count, up_to, to, ctx),
            Effect::Look { side, from, count } => {
                let who = if side == Side::Opponent { seat.other() } else { seat };
                let z = &self.st.zones[who];
                let pile: &[u16] = match from {
                    Pile::Deck => &z.deck,
                    Pile::Hand => &z.hand,
                    Pile::Trash => &z.trash,
                    Pile::Life | Pile::LifeEnds => &z.life,
                    Pile::Revealed => &[],
                };
                // the top ones (the end of the pile), or all of them
                let n = count.map_or(pile.len(), |n| usize::from(n).min(pile.len()));
                let cards = pile[pile.len() - n..].iter().rev().map(|&s| Hidden::Known(self.cref(s))).collect();
                self.log(Event::Looked { seat, cards });
                self.st.last_ok = n > 0;
            }
            Effect::TurnLifeFaceUp { count } => {
                let life = self.st.zones[seat].life.clone();
                for &s in life.iter().rev().take(usize::from(count)) {
                    if !self.st.obj(s).face_up {
                        self.st.objs[s as usize].face_up = true;
                        let cr = self.cref(s);
                        self.log(Event::LifeTurnedFaceUp { seat, card: cr });
                    }
                }
            }
            Effect::TurnLifeFaceDown { count } => {
                let life = self.st.zones[seat].life.clone();
                let n = count.map_or(life.len(), |n| usize::from(n).min(life.len()));
                for &s in life.iter().rev().take(n) {
                    if self.st.obj(s).face_up { self.turn_life_face_down(s); }
                }
            }
            Effect::DealDamage { side, count } => {
                let who = if side == Side::Opponent { seat.other() } else { seat };
                self.st.work.push(Work::Damage { seat: who, remaining: count, first: true, banish: false });
            }
            Effect::Restrict { side, what, duration } => {
                let seats: &[Seat] = match side { Side::You => &[seat], Side::Opponent => if seat == Seat::A { &[Seat::B] } else { &[Seat::A] }, Side::Either => &Seat::BOTH };
                for &s in seats { self.st.pmods.push(PlayerMod { seat: s, what, duration, controller: seat }); }
            }
            Effect::ActivateOwn(OwnAbility::Activated(timing)) => {
                let found = self.db.get(ctx.def).abilities.iter().find_map(|a| match a {
                    Ability::Activated { timing: t, effect, .. } if *t == timing => Some(effect.clone()),
                    _ => None,
                });
                match found { Some(e) => self.st.work.push(Work::Eff(Box::new(e), ctx)), None => self.st.last_ok = false }
            }
            Effect::Arrange { life: false, count: look, top_only } => {
                let deck = &self.st.zones[seat].deck;
                let n = usize::from(look).min(deck.len());
                if n == 0 { self.st.last_ok = false; return; }
                let looked: Vec<u16> = deck[deck.len() - n..].iter().rev().copied().collect();
                let cards = looked.iter().map(|&s| Hidden::Known(self.cref(s))).collect();
                self.log(Event::Looked { seat, cards });
                if top_only {
                    self.st.work.push(Work::PlaceRest { cards: looked, to: RestTo::TopAnyOrder, seat });
                    return;
                }
                self.ask_cards(seat, Prompt::ToDeckBottom, &looked, 0, n, Some(&ctx), Cont::ArrangeTop { looked: looked.clone(), seat });
            }
            Effect::ActivateOwn(OwnAbility::Auto(when)) => {
                let found = self.db.get(ctx.def).abilities.iter().find_map(|a| match a {
                    Ability::Auto { when: w, conditions, cost, effect, .. } if *w == when => Some((conditions.clone(), cost.clone(), effect.clone())),
                    _ => None,
                });
                let src = self.st.slot_of(ctx.source);
                match found {
                    Some((conds, cost, e)) if self.conds_ok(&conds, seat, src) => {
                        let e = if cost.is_empty() { e } else { Effect::MayPay { cost, then: Box::new(e) } };
                        self.st.work.push(Work::Eff(Box::new(e), ctx));
                    }
                    _ => self.st.last_ok = false,
                }
            }
            Effect::Arrange { life: true, count, .. } => {
                if count == 0 { self.st.last_ok = false; return; }
                self.ask(seat, DecisionKind::ChooseOption { count: 2, source: Some(ctx.source), triggers: Vec::new(), options: OptionKind::YoursOrOpponents }, Cont::ArrangeLifeSide { count, ctx });
            }
            Effect::AtEndOfTurn(e) => self.st.at_end.push((*e, ctx)),
            Effect::RestDonOrCharacter { count, filter } => {
                if count == 0 { self.st.last_ok = false; return; }
                let sel = Selector::up_to(1, Side::Opponent, Targetable::Character, Filter { rested: Some(false), ..filter.clone() });
                let don = self.st.zones[seat.other()].don_active > 0;
                let chars = !self.select(&sel, &ctx).is_empty();
                let left = count - 1;
                let next = |g: &mut Game| if left > 0 { g.st.work.push(Work::Eff(Box::new(Effect::RestDonOrCharacter { count: left, filter: filter.clone() }), ctx)) };
                match (don, chars) {
                    (true, true) => {
                        let kind = DecisionKind::ChooseOption { count: 2, source: Some(ctx.source), triggers: Vec::new(), options: OptionKind::DonOrCharacter };
                        self.ask(seat, kind, Cont::DonOrCharacter { left, filter, ctx });
                    }
                    (true, false) => {
                        next(self);
                        self.st.last_ok = self.rest_don(seat.other(), 1) > 0;
                    }
                    (false, true) => {
                        next(self);
                        self.st.work.push(Work::Eff(Box::new(Effect::Targeted { sel, act: Act::Rest }), ctx));
                    }
                    (false, false) => self.st.last_ok = false,
                }
            }
            Effect::ByHand(text) => {
                let kind = DecisionKind::ByHand { source: ctx.source, text: text.clone() };
                self.ask(seat, kind, Cont::ByHand { text, ctx });
            }
            Effect::DeclareCostReveal => {
                let kind = DecisionKind::ChooseOption { count: 11, source: Some(ctx.source), triggers: Vec::new(), options: OptionKind::Cost };
                self.ask(seat, kind, Cont::DeclareCost(ctx));
            }
            Effect::ThisToHand => match self.st.slot_of(ctx.source) {
                Some(s) if matches!(self.st.obj(s).zone, Zone::Resolving | Zone::Trash) => { self.move_obj(s, Zone::Hand, false); }
                _ => self.st.last_ok = false,
            },
            Effect::RevealTop { life } => {
                let z = &self.st.zones[seat];
                match if life { z.life.last() } else { z.deck.last() }.copied() {
                    Some(s) => {
                        let card = self.cref(s);
                        self.log(Event::Revealed { seat, card });
                        self.st.chosen = vec![self.st.obj(s).id];
                        self.st.last_ok = true;
                    }
                    None => { self.st.chosen.clear(); self.st.last_ok = false; }
                }
            }
            Effect::PlayChosen { rested } => match self.st.chosen.first().and_then(|&id| self.st.slot_of(id)) {
                Some(s) if self.st.obj(s).owner == seat && !self.st.obj(s).zone.is_field() => self.st.work.push(Work::PlayObj { slot: s, rested, ctx }),
                _ => self.st.last_ok = false,
            },
        }
    }

    /// [`Effect::MoveChosen`]: cards of `who`'s hand or trash, picked by `by`, to `to`. A hand
    /// picked by the other player is hidden from them: the cards are taken at random.
    #[allow(clippy::too_many_arguments)]
    fn move_chosen(&mut self, who: Seat, from: Pile, by: Seat, count: u8, up_to: bool, filter: &Filter, to: Dest, ctx: Ctx) {
        if from == Pile::Revealed {
            // "the revealed card": no choice; gone from where it was shown (played, or on the
            // field), it is not moved
            let card = self.st.chosen.first().and_then(|&id| self.st.slot_of(id)).filter(|&s| {
                let o = self.st.obj(s);
                o.owner == who && matches!(o.zone, Zone::Deck | Zone::Hand | Zone::Life | Zone::Trash) && filter_matches_def(filter, self.def_at(s))
            });
            match card {
                Some(s) if count > 0 => {
                    self.move_to(&[s], to, by);
                    self.st.last_ok = true;
                }
                _ => self.st.last_ok = false,
            }
            return;
        }
        let z = &self.st.zones[who];
        let pile: &[u16] = match from {
            Pile::Hand => &z.hand,
            Pile::Trash => &z.trash,
            Pile::Deck => &z.deck,
            Pile::Life | Pile::LifeEnds => &z.life,
            Pile::Revealed => &[],
        };
        let c: Vec<u16> = pile.iter().copied().filter(|&s| filter_matches_def(filter, self.def_at(s))).collect();
        if c.is_empty() || count == 0 { self.st.last_ok = false; return; }
        let max = usize::from(count).min(c.len());
        if from != Pile::Trash && by != who {
            // hidden from the player who picks (3-4-3): at random, with the game's seeded RNG
            let mut c = c;
            let mut picked = Vec::with_capacity(max);
            while picked.len() < max {
                let i = self.st.rng.below(c.len() as u32) as usize;
                picked.push(c.swap_remove(i));
            }
            self.move_to(&picked, to, by);
            self.st.last_ok = true;
            return;
        }
        let min = if up_to { 0 } else { max };
        let prompt = match (from, to) {
            (Pile::Hand, Dest::Trash) => Prompt::TrashFromHand,
            (Pile::Hand, Dest::Deck { .. } | Dest::DeckTopOrBottom) => Prompt::NextToPlace,
            (_, Dest::Deck { bottom: true }) => Prompt::ToDeckBottom,
            _ => Prompt::Targets,
        };
        self.ask_cards(by, prompt, &c, min, max, Some(&ctx), Cont::Move { to });
    }

    /// Moves cards (not on the field) to `to`, in order; a card turned face up in Life is
    /// shown to both players.
    fn move_to(&mut self, cards: &[u16], to: Dest, seat: Seat) {
        if to == Dest::DeckTopOrBottom {
            // one end of the deck for all of them, asked once they are picked
            if !cards.is_empty() {
                let kind = DecisionKind::ChooseOption { count: 2, source: None, triggers: Vec::new(), options: OptionKind::DeckTopOrBottom };
                self.ask(seat, kind, Cont::ToDeckEnd { cards: cards.to_vec() });
            }
            return;
        }
        for &s in cards {
            match to {
                Dest::Hand => { self.move_obj(s, Zone::Hand, false); }
                Dest::Trash => { self.move_obj(s, Zone::Trash, false); }
                Dest::Deck { bottom } => { self.move_obj(s, Zone::Deck, bottom); }
                Dest::DeckTopOrBottom => {}
                Dest::Life { face_up } => {
                    self.move_obj(s, Zone::Life, false);
                    self.st.objs[s as usize].face_up = face_up;
                    if face_up {
                        let cr = self.cref(s);
                        self.log(Event::LifeTurnedFaceUp { seat, card: cr });
                    }
                }
            }
        }
    }

    /// [`Effect::MoveTop`]: the top cards of `who`'s deck or Life to `to`; "up to N" asks
    /// card by card (4-8 までを, 0 allowed).
    fn move_top(&mut self, who: Seat, from: Pile, count: u8, up_to: bool, to: Dest, ctx: Ctx) {
        let seat = ctx.controller;
        if from == Pile::LifeEnds {
            // the top or the bottom Life card, picked card by card (the effect's player's own)
            let n = count.min(u8::try_from(self.st.zones[who].life.len()).unwrap_or(u8::MAX));
            let zone = match to {
                Dest::Hand => Zone::Hand,
                Dest::Trash => Zone::Trash,
                _ => {
                    self.st.last_ok = false;
                    return;
                }
            };
            if who != seat || n == 0 || (to == Dest::Hand && self.restricted(seat, PlayerRestriction::LifeToHandByEffect)) {
                self.st.last_ok = false;
                return;
            }
            self.st.last_ok = n == count;
            self.life_top_or_bottom(n, ctx, zone);
            return;
        }
        if from == Pile::Life && to == Dest::Hand && who == seat && self.restricted(seat, PlayerRestriction::LifeToHandByEffect) {
            self.st.last_ok = false;
            return;
        }
        if up_to {
            match (from, to) {
                (Pile::Deck, Dest::Life { face_up }) if who == seat => {
                    self.st.work.push(Work::ToLifeUpTo { remaining: count, face_up, added: 0, ctx });
                }
                _ => {
                    let one = Effect::MoveTop { side: if who == seat { Side::You } else { Side::Opponent }, from, count: 1, up_to: false, to };
                    for _ in 0..count {
                        self.st.work.push(Work::Eff(Box::new(Effect::May(Box::new(one.clone()))), ctx));
                    }
                }
            }
            return;
        }
        let mut moved = Vec::with_capacity(usize::from(count));
        for _ in 0..count {
            let z = &self.st.zones[who];
            let top = match from {
                Pile::Deck => z.deck.last(),
                Pile::Life => z.life.last(),
                Pile::Hand => z.hand.last(),
                Pile::Trash => z.trash.last(),
                Pile::LifeEnds | Pile::Revealed => None,
            };
            let Some(&s) = top else { break };
            self.move_to(&[s], to, who);
            moved.push(s);
        }
        self.st.last_ok = !moved.is_empty();
    }

    pub(crate) fn give_don(&mut self, slot: u16, count: u8, rested_only: bool) {
        let seat = self.st.obj(slot).owner;
        let z = &mut self.st.zones[seat];
        let k = if rested_only { let k = count.min(z.don_rested); z.don_rested -= k; k } else { let k = count.min(z.don_active); z.don_active -= k; k };
        self.st.objs[slot as usize].don += k;
        let id = self.st.obj(slot).id;
        if k > 0 { self.log(Event::DonAttached { seat, target: id, count: k }); }
        self.st.last_ok = k > 0;
    }

    /// Apply an act to chosen cards, in the chosen order.
    pub(crate) fn apply_act(&mut self, act: &Act, slots: &[u16], ctx: Ctx) {
        self.st.last_ok = !slots.is_empty();
        self.st.chosen = slots.iter().map(|&s| self.st.obj(s).id).collect();
        // K.O.s and moves off the field go through their choke points, in the chosen order.
        let mut later = Vec::new();
        for &s in slots {
            let o = self.st.obj(s);
            let id = o.id;
            let is_leader = o.zone == Zone::Leader;
            let on_field = o.zone.is_field();
            let to = match act {
                Act::ReturnToHand => Some((Zone::Hand, false)),
                Act::ToDeckBottom => Some((Zone::Deck, true)),
                Act::ToDeckTop => Some((Zone::Deck, false)),
                Act::Trash => Some((Zone::Trash, false)),
                _ => None,
            };
            match act {
                Act::Ko => later.push(Work::Ko { target: id, cause: KoCause::Effect, by: ctx.controller, used: Vec::new(), joint: slots.len() > 1 }),
                Act::Rest => { self.rest_slot(s); }
                Act::SetActive => { self.set_active_slot(s); }
                Act::ReturnToHand | Act::ToDeckBottom | Act::ToDeckTop | Act::Trash if is_leader => {}
                Act::ReturnToHand | Act::ToDeckBottom | Act::ToDeckTop | Act::Trash => {
                    let (zone, bottom) = to.unwrap_or((Zone::Trash, false));
                    if on_field {
                        later.push(Work::Leave { target: id, to: zone, bottom, by: ctx.controller, used: Vec::new() });
                    } else {
                        self.move_obj(s, zone, bottom);
                    }
                }
                Act::Power(a, d) => {
                    let src = self.st.slot_of(ctx.source);
                    let v = self.amount(a, ctx.controller, src);
                    self.add_mod(id, Modifier::Power(Amount::Fixed(v)), *d, ctx.controller);
                }
                Act::Cost(v, d) => self.add_mod(id, Modifier::Cost(*v), *d, ctx.controller),
                Act::SetPowerZero(d) => {
                    // 4-12: −(current power) for the duration; nothing if already negative.
                    let p = self.power_at(s);
                    if p > 0 { self.add_mod(id, Modifier::Power(Amount::Fixed(-p)), *d, ctx.controller); }
                }
                Act::Grant(k, d) => self.add_mod(id, Modifier::Grant(*k), *d, ctx.controller),
                Act::Prohibit(p, d) => self.add_mod(id, Modifier::Prohibit(*p), *d, ctx.controller),
                Act::GiveActiveDon(n) => self.give_don(s, *n, false),
                Act::SetBasePower(v, d) => self.add_mod(id, Modifier::BasePower(*v), *d, ctx.controller),
                Act::SetBaseCost(v, d) => self.add_mod(id, Modifier::BaseCost(*v), *d, ctx.controller),
                Act::Negate(d) => self.add_mod(id, Modifier::Negated, *d, ctx.controller),
                Act::ToLifeTopOrBottom { .. } => {}
                Act::AttackActive(d) => self.add_mod(id, Modifier::AttackActive, *d, ctx.controller),
                // chosen (`self.st.chosen` above) for the next clauses, nothing done now
                Act::Select => {}
            }
        }
        if let Act::ToLifeTopOrBottom { face_up, top_only } = act {
            let cards: Vec<u16> = slots.iter().copied().filter(|&s| self.st.obj(s).zone == Zone::Character).collect();
            if cards.is_empty() { self.st.last_ok = false; return; }
            if *top_only {
                self.put_in_life(cards, *face_up, false, ctx.controller);
                self.st.work.extend(later.into_iter().rev());
                return;
            }
            let kind = DecisionKind::ChooseOption { count: 2, source: Some(ctx.source), triggers: Vec::new(), options: OptionKind::TopOrBottom };
            self.ask(ctx.controller, kind, Cont::ToLifeEnd { cards, face_up: *face_up });
        }
        if matches!(act, Act::Ko) && slots.len() > 1 {
            // The K.O.s of one effect happen together: one trigger batch for all of them.
            self.next_batch();
        }
        self.st.work.extend(later.into_iter().rev());
    }

    /// Characters to the top (or bottom) of their owner's Life, face-up if asked: through the
    /// leave-the-field choke point (replacement effects), in order.
    fn put_in_life(&mut self, cards: Vec<u16>, face_up: bool, bottom: bool, by: Seat) {
        for s in cards.into_iter().rev() {
            if self.st.obj(s).zone != Zone::Character { continue; }
            if face_up { self.st.work.push(Work::FaceUpInLife(s)); }
            let target = self.st.obj(s).id;
            self.st.work.push(Work::Leave { target, to: Zone::Life, bottom, by, used: Vec::new() });
        }
    }

    /// Answer a pending continuation with a choice (already validated as legal).
    pub(crate) fn answer(&mut self, seat: Seat, cont: Cont, choice: &crate::action::Choice) {
        use crate::action::Choice;
        let yes = matches!(choice, Choice::YesNo(true));
        let picked: Vec<u16> = match choice {
            Choice::Cards(ids) => ids.iter().filter_map(|&i| self.st.slot_of(i)).collect(),
            _ => Vec::new(),
        };
        let opt = match choice { Choice::Option(i) => usize::from(*i), _ => 0 };
        match cont {
            Cont::Flow => {}
            Cont::May(e, ctx) => if yes { self.st.work.push(Work::Eff(e, ctx)) } else { self.st.last_ok = false },
            Cont::MayPay(cost, e, ctx) => if yes { self.push_paid(cost, *e, ctx) } else { self.st.last_ok = false },
            Cont::ChooseOne(opts, ctx) => if let Some(e) = opts.into_iter().nth(opt) { self.st.work.push(Work::Eff(Box::new(e), ctx)) },
            Cont::Act(act, ctx) => self.apply_act(&act, &picked, ctx),
            Cont::TrashHand { as_cost, .. } => {
                for &s in &picked { self.move_obj(s, Zone::Trash, false); }
                if !as_cost { self.st.last_ok = !picked.is_empty(); }
            }
            Cont::HandToDeck { bottom } => {
                for &s in &picked { self.move_obj(s, Zone::Deck, bottom); }
                self.st.last_ok = !picked.is_empty();
            }
            // carried out by hand: nothing left for the engine to do
            Cont::ByHand { .. } => {}
            Cont::Move { to } => {
                self.move_to(&picked, to, seat);
                self.st.last_ok = !picked.is_empty();
            }
            Cont::SearchPick { looked, pick_to, rest, ctx } => {
                let mut remaining = looked.clone();
                remaining.retain(|s| !picked.contains(s));
                // Placing the rest happens after the picked cards are dealt with.
                self.st.work.push(Work::PlaceRest { cards: remaining, to: rest, seat });
                for &s in &picked {
                    let cr = self.cref(s);
                    self.log(Event::Revealed { seat, card: cr });
                }
                match pick_to {
                    PickTo::Hand => for &s in &picked { self.move_obj(s, Zone::Hand, false); },
                    PickTo::Trash => for &s in &picked { self.move_obj(s, Zone::Trash, false); },
                    PickTo::Play { rested } => for &s in picked.iter().rev() { self.st.work.push(Work::PlayObj { slot: s, rested, ctx }); },
                }
                self.st.last_ok = !picked.is_empty();
            }
            Cont::PlayChosen { rested, ctx } => {
                for &s in picked.iter().rev() { self.st.work.push(Work::PlayObj { slot: s, rested, ctx }); }
                self.st.last_ok = !picked.is_empty();
            }
            Cont::ReturnDon { remaining, as_cost, source } => {
                let from = self.don_sources(seat).get(opt).copied();
                match from.map(|f| self.return_don_from(seat, f, 1)) {
                    Some(1) if remaining > 1 => self.next_return_don(seat, remaining - 1, as_cost, source, true),
                    Some(1) => self.finish_return_don(seat, true, true, as_cost),
                    // (a pick is validated: a source is always there)
                    _ => self.finish_return_don(seat, false, false, as_cost),
                }
            }
            // one receiver, or several ("… up to 1 rested DON!! card each"), in the field's order
            Cont::GiveDon { count, rested_only, .. } => {
                let mut any = false;
                for &s in &picked {
                    self.give_don(s, count, rested_only);
                    any |= self.st.last_ok;
                }
                self.st.last_ok = any;
            }
            Cont::ToLifeUpTo { remaining, face_up, added, ctx } => {
                let top = self.st.zones[ctx.controller].deck.last().copied();
                match top {
                    Some(s) if yes => {
                        self.move_obj(s, Zone::Life, false);
                        self.st.objs[s as usize].face_up = face_up;
                        self.st.work.push(Work::ToLifeUpTo { remaining: remaining - 1, face_up, added: added + 1, ctx });
                    }
                    _ => self.st.last_ok = added > 0,
                }
            }
            Cont::DeclareCost(ctx) => {
                self.st.declared = Some(opt as i32);
                self.st.chosen.clear();
                self.st.last_ok = false;
                if let Some(&s) = self.st.zones[ctx.controller.other()].deck.last() {
                    let card = self.cref(s);
                    self.log(Event::Revealed { seat: ctx.controller.other(), card });
                    self.st.chosen.push(card.id);
                    self.st.last_ok = true;
                }
            }
            Cont::ReturnDonMore { ctx } => {
                if yes {
                    self.st.work.push(Work::ReturnDonMore { ctx });
                    self.begin_return_don(ctx.controller, 1, true, Some(ctx.source));
                }
            }
            Cont::DrawUpTo { remaining, ctx } => {
                if yes && self.draw_one(ctx.controller) {
                    self.st.work.push(Work::DrawUpTo { remaining: remaining - 1, ctx });
                }
            }
            Cont::Replace { ko, rep, instead, ctx } => {
                if yes {
                    if let Some(Ability::Replacement { once_per_turn: true, .. }) = self.db.get(ctx.def).abilities.get(rep.1 as usize) {
                        self.st.once_used.push(rep);
                    }
                    self.replaced(instead, ctx);
                } else {
                    // 8-1-3-4-1: declined; not applied again in this chain.
                    self.st.work.push(*ko);
                }
            }
            Cont::MakeRoom { incoming, rested, .. } => {
                // 3-7-6-1-1: a rule process; no effect applies (no K.O., no replacement).
                if let Some(&s) = picked.first() { self.move_obj(s, Zone::Trash, false); }
                self.put_character(incoming, rested);
            }
            Cont::PlaceRest { mut cards, to, seat } => {
                if let Some(&s) = picked.first() {
                    cards.retain(|&c| c != s);
                    self.move_obj(s, Zone::Deck, to == RestTo::BottomAnyOrder);
                }
                self.st.work.push(Work::PlaceRest { cards, to, seat });
            }
            Cont::RestChars { .. } => for &s in &picked { if !self.rest_slot(s) { self.st.cost_ok = false; } },
            Cont::ArrangeTop { looked, seat } => {
                // the picked cards go to the bottom, the others back on top; each pile in the
                // player's order
                let top: Vec<u16> = looked.iter().copied().filter(|s| !picked.contains(s)).collect();
                self.st.work.push(Work::PlaceRest { cards: top, to: RestTo::TopAnyOrder, seat });
                self.st.work.push(Work::PlaceRest { cards: picked, to: RestTo::BottomAnyOrder, seat });
            }
            Cont::LifeTopOrBottom { remaining, ctx, to } => {
                let life = &self.st.zones[ctx.controller].life;
                match if opt == 1 { life.first() } else { life.last() }.copied() {
                    Some(s) => {
                        self.move_obj(s, to, false);
                        self.life_top_or_bottom(remaining - 1, ctx, to);
                    }
                    None => self.st.cost_ok = false,
                }
            }
            Cont::DonOrCharacter { left, filter, ctx } => {
                if left > 0 {
                    self.st.work.push(Work::Eff(Box::new(Effect::RestDonOrCharacter { count: left, filter: filter.clone() }), ctx));
                }
                if opt == 0 {
                    self.st.last_ok = self.rest_don(seat.other(), 1) > 0;
                } else {
                    let sel = Selector::up_to(1, Side::Opponent, Targetable::Character, Filter { rested: Some(false), ..filter });
                    self.st.work.push(Work::Eff(Box::new(Effect::Targeted { sel, act: Act::Rest }), ctx));
                }
            }
            Cont::ArrangeLifeSide { count, ctx } => {
                let who = if opt == 1 { seat.other() } else { seat };
                let life = &self.st.zones[who].life;
                let n = usize::from(count).min(life.len());
                if n == 0 { self.st.last_ok = false; return; }
                let looked: Vec<u16> = life[life.len() - n..].iter().rev().copied().collect();
                let cards = looked.iter().map(|&s| Hidden::Known(self.cref(s))).collect();
                self.log(Event::Looked { seat, cards });
                self.ask_cards(seat, Prompt::ToDeckBottom, &looked, 0, n, Some(&ctx), Cont::ArrangeLife { looked: looked.clone() });
            }
            Cont::ToLifeEnd { cards, face_up } => self.put_in_life(cards, face_up, opt == 1, seat),
            Cont::ToDeckEnd { cards } => {
                // in the order picked; a card that left the hand or trash meanwhile stays put
                for s in cards {
                    if matches!(self.st.obj(s).zone, Zone::Hand | Zone::Trash) {
                        self.move_obj(s, Zone::Deck, opt == 1);
                    }
                }
            }
            Cont::ArrangeLife { looked } => {
                // the picked cards go to the bottom of their Life, in the chosen order; the others
                // stay on top as they were
                for &s in &picked {
                    if looked.contains(&s) && self.st.obj(s).zone == Zone::Life {
                        let up = self.st.obj(s).face_up;
                        self.move_obj(s, Zone::Life, true);
                        self.st.objs[s as usize].face_up = up;
                    }
                }
            }
            // the revealed cards are "the revealed card" of the effect (公開したカード)
            Cont::RevealHand { seat } => {
                for &s in &picked {
                    let cr = self.cref(s);
                    self.log(Event::Revealed { seat, card: cr });
                }
                self.st.chosen = picked.iter().map(|&s| self.st.obj(s).id).collect();
            }
            Cont::PickTrigger(idx) => if let Some(&i) = idx.get(opt) { self.activate_trigger(i) },
            Cont::TriggerCost(t) => if yes {
                let ctx = Ctx { controller: t.controller, source: t.source, def: t.def };
                if self.can_pay(&self.auto_cost(&t), &ctx) { self.run_auto(&t, ctx) }
            },
            Cont::LifeTrigger { slot, .. } => {
                if yes {
                    // 10-1-5-3: the card is in no zone while its [Trigger] resolves.
                    let id = self.move_obj(slot, Zone::Resolving, false);
                    let def = self.st.obj(slot).def;
                    let cr = self.cref(slot);
                    self.log(Event::TriggerActivated { card: cr });
                    self.st.work.push(Work::ToTrashAfter(slot));
                    if let Some(e) = self.db.get(def).trigger.clone() {
                        self.st.work.push(Work::Eff(Box::new(e), Ctx { controller: seat, source: id, def }));
                    }
                } else {
                    self.move_obj(slot, Zone::Hand, false);
                }
            }
        }
    }

    fn auto_cost(&self, t: &PendingTrigger) -> Vec<Cost> {
        match self.db.get(t.def).abilities.get(t.ability as usize) {
            Some(Ability::Auto { cost, .. }) => self.full_cost(cost, self.st.slot_of(t.source)).into_owned(),
            _ => Vec::new(),
        }
    }

    /// Run the engine until it needs input (a decision) or the game ends.
    pub(crate) fn run(&mut self) {
        let mut steps = 0u32;
        loop {
            self.rule_check();
            if self.st.result.is_some() || self.st.pending.is_some() { return; }
            steps += 1;
            if steps > RUN_STEP_CAP {
                self.end_game(GameResult::Draw(crate::event::DrawReason::EndlessLoop));
                return;
            }
            if let Some(w) = self.st.work.pop() { self.exec(w); continue; }
            if !self.st.triggers.is_empty() { self.start_next_trigger(); continue; }
            self.step_flow();
        }
    }
}
