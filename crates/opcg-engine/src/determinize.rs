//! Determinization: a game that matches everything one seat knows, with every card it cannot
//! know redrawn at random from the cards it could be (for search that plays honestly).
//!
//! What a seat knows (3-1-5 公開領域/非公開領域, 3-10-2 face-down Life, 11-2 reveal, 11-3 look):
//! - every card in a public zone (trash, leader, characters, stage, a card resolving);
//! - its own hand; face-up Life cards of both players;
//! - any card whose *current* identity its log shows — a card it looked at (11-3-1, e.g. the
//!   top of its deck while it picks), a card revealed to both (11-2, e.g. a card searched to
//!   the hand face up), a card that went from a public zone to a hand. Ids change on every zone
//!   move (3-1-6), so a known id is still the same object;
//! - the candidates of its own pending decision (the cards it is choosing among);
//! - both deck lists (the decks of a game are chosen openly here), so the multiset of each
//!   player's unknown cards is its list minus the cards above.
//!
//! Nobody knows the order of a deck (3-2-4: shuffled) or a face-down Life card — not even its
//! owner (3-10-2). So the unknown cards of each player (hand of the opponent, deck, face-down
//! Life) are pooled and dealt back at random into the same places. The seat's knowledge is
//! read from its redacted log only ([`crate::Event::redacted_for`]); what it remembers beyond
//! that (the order of cards it placed at the bottom of its deck) is not modelled: such cards
//! are resampled like any unknown card, which is honest, only less informed.
//!
//! The result also gets a fresh random generator (the next shuffle is hidden too) and the
//! seat's redacted log instead of the full one, so nothing in it depends on the hidden cards
//! beyond what the seat's view shows (the property test in `tests/determinize.rs`).

use game_core::{Rng, Seat};

use crate::card::DefId;
use crate::game::Game;
use crate::state::{CardId, Zone};

/// Mixes a seed with a stream number (splitmix64's finaliser), so the generators of the two
/// owners and of the game's future are independent for one seed.
fn mix(seed: u64, stream: u64) -> u64 {
    let mut z = seed ^ stream.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

impl Game {
    /// The card ids whose current identity `seat` knows from its (redacted) log, sorted.
    fn known_ids(&self, seat: Seat) -> Vec<CardId> {
        let mut ids = Vec::new();
        for e in &self.st.log {
            match e.redacted_for(seat) {
                crate::Event::Moved { card: game_core::Hidden::Known(_), to_id: game_core::Hidden::Known(id), .. } => ids.push(id),
                crate::Event::Looked { cards, .. } => ids.extend(cards.iter().filter_map(|c| c.known().map(|r| r.id))),
                crate::Event::Revealed { card, .. } | crate::Event::LifeTurnedFaceUp { card, .. } => ids.push(card.id),
                _ => {}
            }
        }
        if let Some(p) = &self.st.pending {
            if p.seat == seat {
                match &p.kind {
                    crate::DecisionKind::ChooseCards { candidates, .. } => ids.extend(candidates.iter().copied()),
                    crate::DecisionKind::Trigger { card } => ids.push(*card),
                    _ => {}
                }
            }
        }
        ids.sort_unstable();
        ids.dedup();
        ids
    }

    /// The slots whose card `seat` cannot know, per owner, in a canonical order (hand, Life,
    /// deck; bottom first), which depends only on what `seat` sees.
    fn unknown_slots(&self, seat: Seat, owner: Seat, known: &[CardId]) -> Vec<u16> {
        let z = &self.st.zones[owner];
        let hidden = |s: &u16| {
            let o = self.st.obj(*s);
            known.binary_search(&o.id).is_err() && !(o.zone == Zone::Life && o.face_up)
        };
        let mut out = Vec::with_capacity(z.hand.len() + z.life.len() + z.deck.len());
        if owner != seat {
            out.extend(z.hand.iter().filter(|s| hidden(s)));
        }
        out.extend(z.life.iter().filter(|s| hidden(s)));
        out.extend(z.deck.iter().filter(|s| hidden(s)));
        out
    }

    /// A game `seat` cannot tell from this one, with every card it cannot know redealt at
    /// random (seeded by `seed`): [`Determinizer::new`] then [`Determinizer::sample`]. The
    /// result shows `seat` the same view (`view(seat)` is equal), keeps the engine's
    /// invariants, and two games that differ only in cards `seat` cannot know give equal
    /// determinizations for one seed.
    pub fn determinize(&self, seat: Seat, seed: u64) -> Game {
        Determinizer::new(self, seat).sample(seed)
    }
}

/// Makes many determinizations of one game for one seat (search samples one per iteration):
/// the knowledge of the seat is worked out once. It holds the real game, so it hands out only
/// determinizations — never the game itself.
#[derive(Clone, Debug)]
pub struct Determinizer {
    /// The game with the log redacted for `seat` (hidden cards still real: never handed out).
    base: Game,
    seat: Seat,
    /// Per owner (A, B): the places of unknown cards and the unknown cards, in canonical order.
    slots: [Vec<u16>; 2],
    defs: [Vec<DefId>; 2],
}

impl Determinizer {
    pub fn new(game: &Game, seat: Seat) -> Determinizer {
        let known = game.known_ids(seat);
        let mut base = game.clone();
        for e in &mut base.st.log {
            if e.leaks_to(seat) {
                *e = e.redacted_for(seat);
            }
        }
        base.st.last_action = None;
        base.legal_cache.get_mut().invalidate();
        let mut slots: [Vec<u16>; 2] = Default::default();
        let mut defs: [Vec<DefId>; 2] = Default::default();
        for (n, owner) in Seat::BOTH.into_iter().enumerate() {
            slots[n] = game.unknown_slots(seat, owner, &known);
            // The multiset of unknown cards, in a canonical order before any shuffle.
            defs[n] = slots[n].iter().map(|&s| game.st.obj(s).def).collect();
            defs[n].sort_unstable();
        }
        Determinizer { base, seat, slots, defs }
    }

    /// Samples without the log (search reads no history; cloning a long log costs more than
    /// a short playout). Their views show an empty log; everything else is as [`Determinizer::sample`].
    pub fn without_log(mut self) -> Determinizer {
        self.base.st.log = Vec::new();
        self
    }

    /// The seat whose knowledge this keeps.
    pub fn seat(&self) -> Seat {
        self.seat
    }

    /// How many cards of `owner` the seat cannot know (hand of the opponent, deck, face-down Life).
    pub fn unknown_count(&self, owner: Seat) -> usize {
        self.slots[owner.index()].len()
    }

    /// One determinization: the unknown cards dealt at random (seeded by `seed`) into the
    /// places of unknown cards, and a fresh random generator for the game's future.
    pub fn sample(&self, seed: u64) -> Game {
        let mut g = self.base.clone();
        let mut defs = Vec::new();
        for n in 0..2 {
            defs.clone_from(&self.defs[n]);
            let mut rng = Rng::new(mix(seed, n as u64 + 1));
            rng.shuffle(&mut defs);
            for (&s, &d) in self.slots[n].iter().zip(&defs) {
                let statics = g.has_static.get(d.0 as usize).copied().unwrap_or(true);
                let o = &mut g.st.objs[s as usize];
                o.def = d;
                o.statics = statics;
            }
        }
        g.st.rng = Rng::new(mix(seed, 3));
        g
    }
}
