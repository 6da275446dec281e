//! A scenario builder for short rule tests: put given cards in given zones, start at a given
//! phase, act, assert.
//!
//! ```
//! use kaiun_engine::testkit::Scenario;
//! use kaiun_engine::{CardNo, Seat};
//! let mut g = Scenario::new().hand(Seat::A, &[1]).hand(Seat::B, &[2]).at_set().build();
//! g.set_no(Seat::A, CardNo(1)).unwrap();
//! g.set_no(Seat::B, CardNo(2)).unwrap();
//! assert!(g.turn() >= 1);
//! ```

use game_core::{ByPlayer, Seat};

use crate::action::{Action, ActionError, Choice};
use crate::card::{CardDef, CardId, CardNo};
use crate::event::{Event, Phase};
use crate::game::{checked_catalog, Flow, Game, Slot};

/// A card without effects used to fill decks and barriers (「縁起の草鞋売り」).
pub const FILLER: CardNo = CardNo(8);

/// Where the scenario starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Start {
    /// The draw phase of turn 1.
    TurnStart,
    /// The set phase of turn 1 (no draw).
    Set,
    /// The open phase of turn 1: battle-area cards given face down are turned up.
    Open,
}

/// A game under construction.
#[derive(Clone, Debug)]
pub struct Scenario {
    seed: u64,
    extra: Vec<CardDef>,
    hand: ByPlayer<Vec<CardNo>>,
    deck: ByPlayer<Option<Vec<CardNo>>>,
    barrier: ByPlayer<Option<Vec<CardNo>>>,
    trash: ByPlayer<Vec<CardNo>>,
    battle: ByPlayer<Option<(CardNo, bool)>>,
    start: Start,
}

impl Default for Scenario {
    fn default() -> Self {
        Self::new()
    }
}

impl Scenario {
    #[must_use]
    pub fn new() -> Self {
        Scenario {
            seed: 1,
            extra: Vec::new(),
            hand: ByPlayer::default(),
            deck: ByPlayer::default(),
            barrier: ByPlayer::default(),
            trash: ByPlayer::default(),
            battle: ByPlayer::default(),
            start: Start::TurnStart,
        }
    }
    #[must_use]
    pub fn seed(mut self, seed: u64) -> Self {
        self.seed = seed;
        self
    }
    /// Adds a card design of the test's own to the built-in catalog.
    #[must_use]
    pub fn card(mut self, def: CardDef) -> Self {
        self.extra.push(def);
        self
    }
    #[must_use]
    pub fn hand(mut self, seat: Seat, cards: &[u16]) -> Self {
        self.hand[seat] = cards.iter().map(|n| CardNo(*n)).collect();
        self
    }
    /// The deck, top card first.
    #[must_use]
    pub fn deck(mut self, seat: Seat, top_first: &[u16]) -> Self {
        self.deck[seat] = Some(top_first.iter().map(|n| CardNo(*n)).collect());
        self
    }
    /// The barrier, bottom (left) card first.
    #[must_use]
    pub fn barrier(mut self, seat: Seat, bottom_first: &[u16]) -> Self {
        self.barrier[seat] = Some(bottom_first.iter().map(|n| CardNo(*n)).collect());
        self
    }
    /// `n` filler cards of barrier.
    #[must_use]
    pub fn barrier_n(mut self, seat: Seat, n: usize) -> Self {
        self.barrier[seat] = Some(vec![FILLER; n]);
        self
    }
    /// The trash, bottom card first.
    #[must_use]
    pub fn trash(mut self, seat: Seat, cards: &[u16]) -> Self {
        self.trash[seat] = cards.iter().map(|n| CardNo(*n)).collect();
        self
    }
    /// A card in the battle area.
    #[must_use]
    pub fn battle(mut self, seat: Seat, no: u16, face_up: bool) -> Self {
        self.battle[seat] = Some((CardNo(no), face_up));
        self
    }
    #[must_use]
    pub fn at_set(mut self) -> Self {
        self.start = Start::Set;
        self
    }
    #[must_use]
    pub fn at_open(mut self) -> Self {
        self.start = Start::Open;
        self
    }

    /// The game, run until the first decision.
    ///
    /// # Panics
    /// If the scenario names an unknown card (a test bug).
    #[must_use]
    pub fn build(self) -> Game {
        let mut cards = crate::pool::builtin_cards();
        cards.extend(self.extra);
        let catalog = checked_catalog(cards).expect("scenario catalog");
        let mut g = Game::empty(catalog, self.seed);
        for seat in Seat::BOTH {
            let add = |g: &mut Game, no: CardNo| g.add_card(no, seat).expect("scenario card");
            let deck = self.deck[seat].clone().unwrap_or_else(|| vec![FILLER; 10]);
            for no in deck.into_iter().rev() {
                let c = add(&mut g, no);
                g.zones[seat].deck.push(c);
            }
            for no in self.barrier[seat].clone().unwrap_or_else(|| vec![FILLER; 5]) {
                let c = add(&mut g, no);
                g.zones[seat].barrier.push(c);
            }
            for no in self.hand[seat].clone() {
                let c = add(&mut g, no);
                g.zones[seat].hand.push(c);
            }
            for no in self.trash[seat].clone() {
                let c = add(&mut g, no);
                g.zones[seat].trash.push(c);
            }
            if let Some((no, face_up)) = self.battle[seat] {
                let c = add(&mut g, no);
                g.zones[seat].battle = Some(Slot { card: c, face_up });
            }
        }
        match self.start {
            Start::TurnStart => {}
            Start::Set => {
                g.turn = 1;
                g.phase = Phase::Set;
                let done = ByPlayer::from_fn(|s| g.zones[s].hand.is_empty());
                g.flow = Flow::Set { done };
            }
            Start::Open => {
                g.turn = 1;
                g.flow = Flow::Open;
            }
        }
        let mut ev = Vec::new();
        g.advance(&mut ev);
        g.log.extend(ev);
        g
    }
}

impl Game {
    /// The first card with this number in `seat`'s hand.
    #[must_use]
    pub fn find_in_hand(&self, seat: Seat, no: CardNo) -> Option<CardId> {
        self.zones[seat].hand.iter().copied().find(|c| self.def(*c).no == no)
    }
    /// Sets the first hand card with this number.
    pub fn set_no(&mut self, seat: Seat, no: CardNo) -> Result<Vec<Event>, ActionError> {
        let card = self.find_in_hand(seat, no).unwrap_or(CardId(u16::MAX));
        self.apply(seat, Action::Set { card })
    }
    pub fn choose(&mut self, seat: Seat, choice: Choice) -> Result<Vec<Event>, ActionError> {
        self.apply(seat, Action::Choose(choice))
    }
    #[must_use]
    pub fn hand_nos(&self, seat: Seat) -> Vec<CardNo> {
        self.zones[seat].hand.iter().map(|c| self.def(*c).no).collect()
    }
    #[must_use]
    pub fn trash_nos(&self, seat: Seat) -> Vec<CardNo> {
        self.zones[seat].trash.iter().map(|c| self.def(*c).no).collect()
    }
    /// Deck card numbers, top first.
    #[must_use]
    pub fn deck_nos(&self, seat: Seat) -> Vec<CardNo> {
        self.zones[seat].deck.iter().rev().map(|c| self.def(*c).no).collect()
    }
    /// Barrier card numbers, bottom first.
    #[must_use]
    pub fn barrier_nos(&self, seat: Seat) -> Vec<CardNo> {
        self.zones[seat].barrier.iter().map(|c| self.def(*c).no).collect()
    }
    #[must_use]
    pub fn battle_no(&self, seat: Seat) -> Option<(CardNo, bool)> {
        self.zones[seat].battle.map(|s| (self.def(s.card).no, s.face_up))
    }
    /// This turn's 運値 of `seat`'s card.
    #[must_use]
    pub fn current_luck(&self, seat: Seat) -> Option<i16> {
        self.luck(seat)
    }
}

/// What a random playout did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Playout {
    pub actions: usize,
    pub illegal_tried: usize,
    pub violations: Vec<String>,
    pub ended: bool,
}

/// Checks that `viewer`'s view hides what it must (3-2-2, 3-3-3, 3-5-2, 3-7-2) and agrees with
/// the state's counts.
pub fn check_view(g: &Game, viewer: Seat) -> Result<(), String> {
    use game_core::Hidden;
    let v = g.view(viewer);
    let opp = viewer.other();
    if v.opponent.hand.iter().any(|c| *c != Hidden::Unknown) {
        return Err(format!("{viewer} sees the opponent's hand"));
    }
    if v.me.hand.contains(&Hidden::Unknown) {
        return Err(format!("{viewer} cannot see its own hand"));
    }
    if let Some(b) = &v.opponent.battle {
        if !b.face_up && b.card != Hidden::Unknown {
            return Err(format!("{viewer} sees the opponent's face-down card"));
        }
    }
    for (side, seat) in [(&v.me, viewer), (&v.opponent, opp)] {
        let z = &g.zones[seat];
        if side.hand.len() != z.hand.len() || side.deck_count != z.deck.len() || side.barrier_count != z.barrier.len()
            || side.trash.len() != z.trash.len()
        {
            return Err(format!("view counts of {seat} disagree with the state"));
        }
    }
    if let Some(d) = &v.decision {
        if d.seat != viewer {
            return Err("a view shows another seat's decision".into());
        }
    }
    for e in &v.log {
        let leak = match e {
            Event::Drew { seat, card } | Event::SetFaceDown { seat, card } | Event::BarrierToHand { seat, card } | Event::TookFromDeck { seat, card } => {
                *seat != viewer && *card != Hidden::Unknown
            }
            Event::Looked { seat, cards } => *seat != viewer && cards.iter().any(|c| *c != Hidden::Unknown),
            _ => false,
        };
        if leak {
            return Err(format!("log leaks to {viewer}: {e:?}"));
        }
    }
    Ok(())
}

/// Plays random legal actions (serving every seat that must decide), checking after each
/// action that a legal action never errs, a random illegal action errs and changes nothing,
/// each card is in exactly one place and views hide what they must.
pub fn play_random(g: &mut Game, rng: &mut game_core::Rng, max_actions: usize, check_views: bool) -> Playout {
    let mut out = Playout::default();
    for _ in 0..max_actions {
        if g.result().is_some() {
            out.ended = true;
            return out;
        }
        let seats = g.decision_seats();
        if seats.is_empty() {
            out.violations.push("no seat can act but the game is not over".into());
            return out;
        }
        let seat = seats[rng.below(seats.len() as u32) as usize];
        let legal = g.legal_actions(seat);
        // Try an illegal action now and then.
        if rng.below(4) == 0 {
            let probe = match rng.below(5) {
                0 => Action::Set { card: CardId(rng.below(200) as u16) },
                1 => Action::Keep,
                2 => Action::Choose(Choice::Count(rng.below(9) as u8)),
                3 => Action::Janken(crate::card::Hand::ALL[rng.below(3) as usize]),
                _ => Action::Choose(Choice::Slot(rng.below(40) as u8)),
            };
            let who = if rng.coin() { seat } else { seat.other() };
            if !g.legal_actions(who).contains(&probe) {
                out.illegal_tried += 1;
                let before = g.clone();
                if g.apply(who, probe.clone()).is_ok() {
                    out.violations.push(format!("illegal {probe:?} by {who} was accepted"));
                }
                if *g != before {
                    out.violations.push(format!("illegal {probe:?} changed the game"));
                    *g = before;
                }
            }
        }
        // Concede rarely; otherwise any other legal action.
        let playable: Vec<&Action> = legal.iter().filter(|a| **a != Action::Concede).collect();
        let action = if playable.is_empty() || rng.below(2000) == 0 {
            Action::Concede
        } else {
            playable[rng.below(playable.len() as u32) as usize].clone()
        };
        if let Err(e) = g.apply(seat, action.clone()) {
            out.violations.push(format!("legal {action:?} refused: {e}"));
            return out;
        }
        out.actions += 1;
        if let Err(e) = g.check_invariants() {
            out.violations.push(e);
        }
        if check_views {
            for s in Seat::BOTH {
                if let Err(e) = check_view(g, s) {
                    out.violations.push(e);
                }
            }
        }
        if !out.violations.is_empty() {
            return out;
        }
    }
    out.ended = g.result().is_some();
    out
}

/// A game between two built-in decks, picked by index.
#[must_use]
pub fn builtin_game(deck_a: usize, deck_b: usize, seed: u64) -> Game {
    let decks = crate::pool::builtin_decks();
    let a = decks[deck_a % decks.len()].cards.clone();
    let b = decks[deck_b % decks.len()].cards.clone();
    Game::new(crate::setup::GameSetup::new(a, b, seed)).expect("built-in decks are legal")
}
