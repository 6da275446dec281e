//! The ONE resolver: live card information (power, cost, keywords, prohibitions, conditions,
//! filters), the choke points of every event kind (zone move, K.O., damage, cost payment,
//! modifiers) where replacement effects and trigger detection happen, and the work stack that
//! runs effects and pauses for decisions.
//!
//! Its rooms, each an `impl Game` block:
//! - `live`: live card information (power, cost, keywords, prohibitions, negation, added costs
//!   and conditions, conditions, counts, filters, selectors);
//! - `zones`: the move and DON!! choke points (`move_obj`, `rest_don`, `set_don_active`,
//!   `give_don`, `return_don_from`, …), each logged, and the game's end;
//! - `triggers`: the rule check, trigger detection and order, pushing a paid ability;
//! - `costs`: `can_pay` and `pay`;
//! - `interpret`: the work stack (`exec`), the effect interpreter (`eff`), the K.O., leave-field
//!   and damage choke points where replacement effects happen;
//! - `answers`: asking a decision and carrying out its answer;
//! - here: the shared filter helpers and `run`, the loop that drives the work stack.

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
// Inlined: with the keyword check it was no longer, which cost ~130 instructions per random
// self-play game.
#[inline(always)]
pub(crate) fn filter_matches_def(f: &Filter, d: &CardDef) -> bool {
    if let Some(m) = f.cost_max { if d.cost > m { return false; } }
    if let Some(m) = f.cost_min { if d.cost < m { return false; } }
    if let Some(m) = f.power_max { if d.power > m { return false; } }
    if let Some(m) = f.power_min { if d.power < m { return false; } }
    if let Some(k) = f.keyword { if !d.keywords.contains(&k) { return false; } }
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

/// The permanent effects in force, as [`Game::statics`] collects them: a handful at most in a
/// real game, kept on the stack (a heap list cost an allocation and a free per legal-action
/// list of a position with a permanent effect on the field, ~1 % of a random game).
pub(crate) type StaticList<'a> = smallvec::SmallVec<[StaticRef<'a>; 8]>;


mod answers;
mod costs;
mod interpret;
mod live;
mod triggers;
mod zones;

impl Game {
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
