//! Helpers shared by the rule tests.
#![allow(dead_code)]

pub use opcg_engine::effect::*;
pub use opcg_engine::testkit::{self, Scenario};
pub use opcg_engine::*;

pub const A: Seat = Seat::A;
pub const B: Seat = Seat::B;

/// Apply an action that must be legal.
pub fn ok(g: &mut Game, seat: Seat, a: Action) -> Vec<Event> {
    match g.apply(seat, a.clone()) {
        Ok(e) => e,
        Err(e) => panic!("{a:?} refused for {seat}: {e}; decision {:?}; legal {:?}", g.decision(), g.legal_actions(seat)),
    }
}

pub fn seat_now(g: &Game) -> Seat {
    g.decision_seat().expect("someone must decide")
}

pub fn yes(g: &mut Game) -> Vec<Event> {
    let s = seat_now(g);
    ok(g, s, Action::Choose(Choice::YesNo(true)))
}

pub fn no(g: &mut Game) -> Vec<Event> {
    let s = seat_now(g);
    ok(g, s, Action::Choose(Choice::YesNo(false)))
}

pub fn pick(g: &mut Game, ids: &[CardId]) -> Vec<Event> {
    let s = seat_now(g);
    ok(g, s, Action::Choose(Choice::Cards(ids.to_vec())))
}

pub fn option(g: &mut Game, i: u8) -> Vec<Event> {
    let s = seat_now(g);
    ok(g, s, Action::Choose(Choice::Option(i)))
}

pub fn kind(g: &Game) -> Option<DecisionKind> {
    g.decision().map(|d| d.kind)
}

pub fn is_main(g: &Game) -> bool {
    matches!(kind(g), Some(DecisionKind::Main))
}

pub fn attack(g: &mut Game, attacker: CardId, target: CardId) -> Vec<Event> {
    let s = g.turn_player();
    ok(g, s, Action::DeclareAttack { attacker, target })
}

/// Answer "no block" and "end counter step" until the battle is over or another decision comes.
pub fn finish_battle(g: &mut Game) -> Vec<Event> {
    let mut ev = Vec::new();
    loop {
        match kind(g) {
            Some(DecisionKind::Block { .. }) => ev.extend(ok(g, seat_now(g), Action::Block { blocker: None })),
            Some(DecisionKind::Counter { .. }) => ev.extend(ok(g, seat_now(g), Action::EndCounterStep)),
            _ => return ev,
        }
    }
}

pub fn end_turn(g: &mut Game) -> Vec<Event> {
    let s = g.turn_player();
    ok(g, s, Action::EndMainPhase)
}

pub fn play(g: &mut Game, card: CardId) -> Vec<Event> {
    let s = g.turn_player();
    ok(g, s, Action::PlayCard { card, replace: None })
}

pub fn hand_card(g: &Game, seat: Seat, number: &str) -> CardId {
    g.find(seat, Zone::Hand, number).unwrap_or_else(|| panic!("{number} not in {seat}'s hand"))
}

pub fn char_card(g: &Game, seat: Seat, number: &str) -> CardId {
    g.find(seat, Zone::Character, number).unwrap_or_else(|| panic!("{number} not on {seat}'s field"))
}

pub fn numbers(g: &Game, ids: &[CardId]) -> Vec<String> {
    ids.iter().map(|&i| g.number_of(i).unwrap_or("?").to_string()).collect()
}

/// A new game from the test setup, first player chosen, both hands kept: turn 1 main phase.
pub fn started_game(seed: u64) -> Game {
    let mut g = Game::new(testkit::setup(seed)).expect("valid");
    let c = seat_now(&g);
    ok(&mut g, c, Action::ChooseFirst { go_first: true });
    for _ in 0..2 {
        let s = seat_now(&g);
        ok(&mut g, s, Action::Mulligan { redraw: false });
    }
    g
}

/// Does `events` hold a draw (deck → hand move) for `seat`?
pub fn draws(events: &[Event], seat: Seat) -> usize {
    events.iter().filter(|e| matches!(e, Event::Moved { owner, from: Zone::Deck, to: Zone::Hand, .. } if *owner == seat)).count()
}

/// A one-off character definition.
pub fn character(number: &str, cost: i32, power: i32, abilities: Vec<Ability>) -> CardDef {
    let mut d = CardDef::vanilla(number, number, CardKind::Character, Colour::Red);
    d.cost = cost;
    d.power = power;
    d.counter = 1000;
    d.traits = vec!["Test Crew".into()];
    d.abilities = abilities;
    d
}

/// A one-off [Main] event definition.
pub fn main_event(number: &str, cost: i32, effect: Effect) -> CardDef {
    let mut d = CardDef::vanilla(number, number, CardKind::Event, Colour::Red);
    d.cost = cost;
    d.abilities = vec![Ability::Activated { timing: ActTiming::Main, conditions: vec![], once_per_turn: false, cost: vec![], effect }];
    d
}

pub fn auto(when: When, effect: Effect) -> Ability {
    Ability::Auto { when, conditions: vec![], once_per_turn: false, optional: false, cost: vec![], effect }
}

pub fn draw(n: i32) -> Effect {
    Effect::Draw { amount: Amount::Fixed(n), up_to: false }
}

/// `ok!(g, seat, action)`: evaluates the action before borrowing the game mutably.
#[macro_export]
macro_rules! ok {
    ($g:ident, $s:expr, $a:expr) => {{
        let s = $s;
        let a = $a;
        ok(&mut $g, s, a)
    }};
}
#[macro_export]
macro_rules! attack {
    ($g:ident, $a:expr, $t:expr) => {{
        let a = $a;
        let t = $t;
        attack(&mut $g, a, t)
    }};
}
#[macro_export]
macro_rules! pick {
    ($g:ident, $ids:expr) => {{
        let ids: Vec<CardId> = $ids.to_vec();
        pick(&mut $g, &ids)
    }};
}
#[macro_export]
macro_rules! play {
    ($g:ident, $c:expr) => {{
        let c = $c;
        play(&mut $g, c)
    }};
}
