//! Determinization (`Game::determinize`, `Determinizer`): a game that matches what one seat
//! knows, with the cards it cannot know redealt at random. Over random games of the test decks,
//! at many positions and for both seats: the seat's view is unchanged, the engine's invariants
//! hold, the hidden cards are a permutation of the real ones, and a game that differs only in
//! hidden cards gives the same determinization for the same seed.

use opcg_engine::testkit;
use opcg_engine::*;

/// Random games of every pairing of the test decks; calls `f` at every `every`-th position.
fn positions(games: u64, every: u32, mut f: impl FnMut(&Game)) {
    let decks = testkit::decks();
    let n = decks.len() as u64;
    for seed in 0..games {
        let a = decks[(seed % n) as usize].clone();
        let b = decks[((seed / n) % n) as usize].clone();
        let mut game = Game::new(testkit::setup_with(a, b, seed)).expect("valid setup");
        let mut rng = Rng::new(seed ^ 0x5151);
        let mut step = 0u32;
        while let Some(seat) = game.decision_seat() {
            if step.is_multiple_of(every) {
                f(&game);
            }
            step += 1;
            let len = game.legal_actions(seat).len();
            // Concede is last: play anything else.
            let pick = rng.below((len - 1).max(1) as u32) as usize;
            game.apply_legal_index(seat, pick).expect("a listed action is legal");
        }
    }
}

/// The multiset of card numbers of `seat`'s deck, hand and Life.
fn hidden_multiset(g: &Game, owner: Seat) -> Vec<String> {
    let mut v: Vec<String> = g.deck(owner).into_iter().chain(g.hand(owner)).chain(g.life(owner)).map(|id| g.number_of(id).unwrap_or("?").to_string()).collect();
    v.sort();
    v
}

#[test]
fn determinization_keeps_the_view_and_the_invariants() {
    let mut checked = 0;
    let mut differs = 0;
    positions(24, 7, |g| {
        for seat in Seat::BOTH {
            let view = g.view(seat);
            for s in 0..2u64 {
                let d = g.determinize(seat, s);
                assert_eq!(d.view(seat), view, "the seat sees the same game");
                d.check_invariants().expect("invariants hold");
                for owner in Seat::BOTH {
                    assert_eq!(hidden_multiset(&d, owner), hidden_multiset(g, owner), "same cards, other places");
                }
                assert_eq!(d.legal_actions(seat), g.legal_actions(seat), "the seat's options are the same");
                if d.hand(seat.other()).iter().zip(g.hand(seat.other())).any(|(a, b)| d.number_of(*a) != g.number_of(b)) {
                    differs += 1;
                }
                checked += 1;
            }
        }
    });
    assert!(checked > 500, "{checked} positions");
    // The opponent's hand really is redrawn (not a copy of the real one) most of the time.
    assert!(differs * 2 > checked, "{differs} of {checked} determinizations changed the opponent's hand");
}

#[test]
fn games_that_differ_only_in_hidden_cards_determinize_alike() {
    let mut checked = 0;
    positions(16, 11, |g| {
        for seat in Seat::BOTH {
            // Another game the seat cannot tell apart: hidden cards dealt elsewhere, another future.
            let other = g.determinize(seat, 1234);
            assert_eq!(other.view(seat), g.view(seat));
            for seed in [7u64, 99] {
                assert!(g.determinize(seat, seed) == other.determinize(seat, seed), "seed {seed}: the determinization depends on hidden cards");
            }
            let dz = Determinizer::new(g, seat);
            assert!(dz.sample(5) == g.determinize(seat, 5));
            checked += 1;
        }
    });
    assert!(checked > 100);
}

#[test]
fn apply_legal_index_is_apply_of_the_listed_action() {
    positions(6, 1, |g| {
        let Some(seat) = g.decision_seat() else { return };
        let legal = g.legal_actions(seat);
        let i = legal.len() / 2;
        let mut a = g.clone();
        let mut b = g.clone();
        let ea = a.apply_in_place(seat, legal[i].clone()).map(<[Event]>::to_vec);
        let eb = b.apply_legal_index(seat, i).map(<[Event]>::to_vec);
        assert_eq!(ea, eb);
        assert!(a == b);
        // Out of the list, or the other seat's index past Concede: rejected, nothing changes.
        let mut c = g.clone();
        assert_eq!(c.apply_legal_index(seat, legal.len()), Err(ActionError::NotLegal));
        assert_eq!(c.apply_legal_index(seat.other(), 1), Err(ActionError::NotYourDecision { seat: seat.other() }));
        assert!(c == *g);
    });
}

#[test]
fn prepared_decks_start_the_same_game_as_new() {
    let decks = testkit::decks();
    let db = std::sync::Arc::new(testkit::card_db());
    for (i, a) in decks.iter().enumerate() {
        let pair = ByPlayer::new(a.clone(), decks[(i + 1) % decks.len()].clone());
        let prepared = Game::prepare(db.clone(), &pair, SetupOptions::default()).expect("legal decks");
        for seed in 0..4 {
            let g = Game::new(testkit::setup_with(pair.a.clone(), pair.b.clone(), seed)).expect("legal");
            assert!(Game::new_prepared(&prepared, seed) == g);
        }
    }
    // Invalid decks are refused by prepare with the same errors as new.
    let mut bad = ByPlayer::new(decks[0].clone(), decks[1].clone());
    bad.a.main.pop();
    assert_eq!(Game::prepare(db, &bad, SetupOptions::default()).err(), Game::new(testkit::setup_with(bad.a.clone(), bad.b.clone(), 0)).err());
}
