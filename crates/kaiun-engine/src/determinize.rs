//! Determinization: a game that matches everything one seat knows, with every card it cannot
//! know redealt at random from the cards it could be (for a computer player that decides
//! honestly, from public information and its own cards only).
//!
//! What a seat knows (3-1-3, 3-1-4, 3-5-2, 11-1, 11-2):
//! - its own hand and its own battle-area card, face up or face down;
//! - every public card: both trashes, both cost areas, face-up battle-area cards, the cards
//!   revealed by the effect being resolved (11-1-2);
//! - the cards its own pending decision shows it (the looked-at cards, the cards it chooses
//!   among);
//! - both deck lists (the decks are chosen openly), so the multiset of each player's unknown
//!   cards is that player's cards minus the ones above.
//!
//! Nobody knows the order of a deck or the barrier cards (3-7-2: not even their owner), and a
//! seat does not know the opponent's hand nor the card the opponent set face down (3-5-2: the
//! set phase is a simultaneous hidden choice). Those cards of each player are pooled (in an
//! order that depends only on the seat's view) and dealt back at random into the same places.
//! What a seat remembers beyond its view (a card it looked at and put back) is not modelled:
//! such cards are redealt like any unknown card, which is honest, only less informed.
//!
//! The other seat's answers that are not carried out yet are withdrawn (its janken of 1-2-3,
//! its answer to a simultaneous effect choice, 1-3-4): the seat does not know them, so in the
//! determinization the other seat is asked again. The game also gets a fresh random generator
//! (the next shuffle is hidden too) and the seat's redacted log, so nothing in it depends on
//! what the seat cannot see (`tests::determinize`).

use game_core::{Rng, Seat};

use crate::action::Choice;
use crate::card::CardId;
use crate::decision::{DecisionKind, Prompt};
use crate::game::{Flow, Game};

/// splitmix64's finaliser: independent generators for the two owners and the game's future.
fn mix(seed: u64, stream: u64) -> u64 {
    let mut z = seed ^ stream.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Makes many determinizations of one game for one seat (the work that depends only on the
/// seat's view is done once).
#[derive(Clone, Debug)]
pub struct Determinizer {
    base: Game,
    /// Per owner (A, B): the card instances whose design the seat cannot know, in an order
    /// that depends only on its view.
    slots: [Vec<CardId>; 2],
    /// Per owner: the designs (catalog indices) of those cards, sorted.
    designs: [Vec<usize>; 2],
}

impl Game {
    /// The card instances `seat` can see now, sorted.
    fn known_cards(&self, seat: Seat) -> Vec<CardId> {
        let mut ids = Vec::new();
        for owner in Seat::BOTH {
            let z = &self.zones[owner];
            ids.extend(z.trash.iter().copied());
            ids.extend(z.cost.iter().copied());
            if let Some(s) = z.battle {
                if s.face_up || owner == seat {
                    ids.push(s.card);
                }
            }
        }
        ids.extend(self.zones[seat].hand.iter().copied());
        ids.extend(self.ts.revealed.iter().copied());
        if let Some(d) = self.decision(seat) {
            match d.kind {
                DecisionKind::Set { hand, .. } => ids.extend(hand.iter().map(|c| c.id)),
                DecisionKind::Replace { card } => ids.push(card.id),
                DecisionKind::TieBreakJanken => {}
                DecisionKind::Choose { source, prompt, options } => {
                    ids.extend(source.map(|c| c.id));
                    if let Prompt::LookTop(cs) | Prompt::BottomOrder(cs) = prompt {
                        ids.extend(cs.iter().map(|c| c.id));
                    }
                    for o in options {
                        match o {
                            Choice::Pay(cs) | Choice::Cards(cs) | Choice::Order(cs) => ids.extend(cs),
                            Choice::Take(Some(c)) => ids.push(c),
                            _ => {}
                        }
                    }
                }
            }
        }
        ids.sort_unstable();
        ids.dedup();
        ids
    }

    /// One determinization of this game for `seat` (see the module docs), seeded.
    #[must_use]
    pub fn determinize(&self, seat: Seat, seed: u64) -> Game {
        Determinizer::new(self, seat).sample(seed)
    }
}

impl Determinizer {
    /// Prepares determinizations of `game` for `seat`.
    #[must_use]
    pub fn new(game: &Game, seat: Seat) -> Determinizer {
        let known = game.known_cards(seat);
        let mut base = game.clone();
        base.log = game.log.iter().map(|e| e.for_viewer(seat)).collect();
        // The other seat's answers not carried out yet are unknown to `seat`: asked again.
        let other = seat.other();
        base.picks[other] = None;
        if let Flow::Resolving { batch, .. } = &mut base.flow {
            batch.withdraw(other);
        }
        let mut slots: [Vec<CardId>; 2] = [Vec::new(), Vec::new()];
        let mut designs: [Vec<usize>; 2] = [Vec::new(), Vec::new()];
        for owner in Seat::BOTH {
            let z = &game.zones[owner];
            let hidden = |c: &&CardId| known.binary_search(c).is_err();
            let out = &mut slots[owner.index()];
            // Canonical order: hand (its order is public: a random discard names a position),
            // the battle-area card, the deck from the bottom, the barrier from the left.
            out.extend(z.hand.iter().filter(hidden));
            out.extend(z.battle.iter().map(|s| s.card).filter(|c| hidden(&c)));
            out.extend(z.deck.iter().filter(hidden));
            out.extend(z.barrier.iter().filter(hidden));
            let d = &mut designs[owner.index()];
            d.extend(out.iter().map(|c| game.cards.get(c.0 as usize).map_or(0, |x| x.0)));
            d.sort_unstable();
        }
        Determinizer { base, slots, designs }
    }

    /// Drops the log of the games it makes (search needs no history; cheaper clones).
    #[must_use]
    pub fn without_log(mut self) -> Determinizer {
        self.base.log = Vec::new();
        self
    }

    /// How many cards of `owner` the seat cannot know.
    #[must_use]
    pub fn unknown_count(&self, owner: Seat) -> usize {
        self.slots[owner.index()].len()
    }

    /// One determinization: the unknown cards dealt at random (seeded by `seed`) into the
    /// places of unknown cards, and a fresh random generator for the game's future.
    #[must_use]
    pub fn sample(&self, seed: u64) -> Game {
        let mut g = self.base.clone();
        let mut designs = Vec::new();
        for n in 0..2 {
            designs.clone_from(&self.designs[n]);
            let mut rng = Rng::new(mix(seed, n as u64 + 1));
            rng.shuffle(&mut designs);
            for (c, &d) in self.slots[n].iter().zip(&designs) {
                if let Some(card) = g.cards.get_mut(c.0 as usize) {
                    card.0 = d;
                }
            }
        }
        g.rng = Rng::new(mix(seed, 3));
        g
    }
}
