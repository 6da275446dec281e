//! Rule tests (named `k<rule>`), determinism and random-play property tests.

mod determinize;
mod property;
mod serde_views;
mod rules_1_2;
mod rules_3_5;
mod rules_6_7;
mod rules_8;
mod rules_9_11;

use game_core::ByPlayer;

use crate::ability::Ability;
use crate::card::{Attribute, CardDef, CardId, CardNo, Hand, Species, Text};
use crate::event::{BattleOutcome, Event};
use crate::testkit::Scenario;
use crate::Game;

/// Rock, 運値 6/1, cost 0, no effect.
pub(crate) const ROCK: u16 = 901;
/// Scissors, 運値 3/2, cost 0.
pub(crate) const SCISSORS: u16 = 902;
/// Paper, 運値 4/4, cost 0.
pub(crate) const PAPER: u16 = 903;
/// Rock, 運値 5/2, cost 2.
pub(crate) const ROCK2: u16 = 904;

pub(crate) fn custom(no: u16, hand: Hand, win: i16, lose: i16, cost: u8, abilities: Vec<Ability>) -> CardDef {
    CardDef {
        no: CardNo(no),
        name: Text::new(&format!("試験札{no}"), &format!("Test Card {no}")),
        hand,
        luck_win: win,
        luck_lose: lose,
        cost,
        attribute: Attribute::Star,
        species: Species::Merchant,
        abilities,
    }
}

/// Paper, 運値 4/4, cost 0: 「【開運時】相手が<filter>なら、自分の運値+3」. Against a Rock card it
/// wins the janken with 運値 4, or 7 when the filter matched.
pub(crate) fn if_opponent(no: u16, filter: crate::ability::CardFilter) -> CardDef {
    use crate::ability::{build::*, Condition, LuckKind, Trigger, Who};
    custom(no, Hand::Paper, 4, 4, 0, vec![when(Trigger::OnOpen, if_(Condition::OpponentCard(filter), luck(Who::Me, LuckKind::Both, 3)))])
}

/// A scenario with the plain test cards in its catalog.
pub(crate) fn sc() -> Scenario {
    Scenario::new()
        .card(custom(ROCK, Hand::Rock, 6, 1, 0, vec![]))
        .card(custom(SCISSORS, Hand::Scissors, 3, 2, 0, vec![]))
        .card(custom(PAPER, Hand::Paper, 4, 4, 0, vec![]))
        .card(custom(ROCK2, Hand::Rock, 5, 2, 2, vec![]))
}

/// Both cards face down at the open phase; each seat holds one filler card for the next turn.
pub(crate) fn duel(a: u16, b: u16) -> Scenario {
    sc().battle(game_core::Seat::A, a, false).battle(game_core::Seat::B, b, false).hand(game_core::Seat::A, &[8]).hand(game_core::Seat::B, &[8]).at_open()
}

/// The last battle of the log.
pub(crate) fn last_battle(g: &Game) -> Option<(ByPlayer<Hand>, ByPlayer<i16>, BattleOutcome)> {
    g.log().iter().rev().find_map(|e| match e {
        Event::Battle { hands, luck, outcome } => Some((*hands, *luck, *outcome)),
        _ => None,
    })
}

pub(crate) fn count(g: &Game, f: impl Fn(&Event) -> bool) -> usize {
    g.log().iter().filter(|e| f(e)).count()
}

pub(crate) fn pos(g: &Game, f: impl Fn(&Event) -> bool) -> Option<usize> {
    g.log().iter().position(f)
}
