//! Determinization (`crate::determinize`): a game that matches what one seat knows, the rest
//! redealt. Checked over random positions of the built-in decks, and for the set phase's hidden
//! choice (3-5-2: the opponent's face-down card is not known).

use crate::testkit::builtin_game;
use crate::*;

/// The view without who is still to answer: a determinization asks the other seat again for an
/// answer the seat does not know (its janken, a simultaneous choice), so only that may differ.
fn seen(g: &Game, seat: Seat) -> PlayerView {
    let mut v = g.view(seat);
    v.waiting_for.clear();
    v
}

fn designs(g: &Game, owner: Seat) -> Vec<usize> {
    let mut v: Vec<usize> = g.cards.iter().filter(|c| c.1 == owner).map(|c| c.0).collect();
    v.sort_unstable();
    v
}

/// Every decision of random games of the built-in decks, for each seat that must act.
fn positions(games: u64, mut f: impl FnMut(&Game, Seat)) {
    for seed in 0..games {
        let mut g = builtin_game(seed as usize % 3, (seed as usize / 3) % 3, seed);
        let mut rng = Rng::new(seed ^ 0xd7);
        for _ in 0..400 {
            if g.result().is_some() {
                break;
            }
            let seats = g.decision_seats();
            for &s in &seats {
                f(&g, s);
            }
            let Some(&seat) = seats.get(rng.below(seats.len().max(1) as u32) as usize) else { break };
            let legal = g.legal_actions(seat);
            let n = legal.len().saturating_sub(1).max(1);
            g.apply(seat, legal[rng.below(n as u32) as usize].clone()).expect("a legal action");
        }
    }
}

#[test]
fn a_determinization_looks_the_same_to_its_seat_and_depends_only_on_what_it_sees() {
    let (mut checked, mut opp_hand_differs) = (0, 0);
    positions(40, |g, seat| {
        let s = u64::from(g.turn()) * 7 + seat.index() as u64;
        let twin = g.determinize(seat, s);
        assert_eq!(seen(&twin, seat), seen(g, seat), "the seat sees the same game");
        twin.check_invariants().expect("a determinization is a legal game");
        for owner in Seat::BOTH {
            assert_eq!(designs(&twin, owner), designs(g, owner), "each player keeps its cards");
        }
        // Two games the seat cannot tell apart give the same determinization for one seed.
        assert!(twin.determinize(seat, 99) == g.determinize(seat, 99));
        let opp = seat.other();
        let nos = |x: &Game| x.zones[opp].hand.iter().map(|c| x.cref(*c).no).collect::<Vec<_>>();
        if nos(&twin) != nos(g) {
            opp_hand_differs += 1;
        }
        checked += 1;
    });
    assert!(checked > 500, "{checked} positions");
    assert!(opp_hand_differs * 2 > checked, "hidden cards really are redealt ({opp_hand_differs} of {checked})");
}

/// 3-5-2: the card the opponent set face down is not known; a determinization redeals it
/// (the seat's own hand, part of its view, stays what it is).
#[test]
fn k3_5_2_the_opponents_face_down_card_is_redealt() {
    let mut g = builtin_game(0, 1, 5);
    let card_b = g.legal_actions(Seat::B)[0].clone();
    g.apply(Seat::B, card_b).expect("B sets");
    let b_real = g.zones[Seat::B].battle.expect("B set a card").card;
    let mut b_designs = std::collections::BTreeSet::new();
    for s in 0..64 {
        let d = g.determinize(Seat::A, s);
        assert_eq!(d.zones[Seat::B].battle.map(|x| x.card), Some(b_real), "the same card object, face down");
        b_designs.insert(d.cref(b_real).no);
        assert_eq!(seen(&d, Seat::A), seen(&g, Seat::A));
    }
    assert!(b_designs.len() > 2, "B's face-down card is redealt: {b_designs:?}");
}

/// 1-2-3: both lost at once and the opponent already showed its janken to the engine: the
/// seat does not know it, so the determinization asks the opponent again.
#[test]
fn k1_2_3_the_opponents_janken_is_not_known() {
    let mut found = false;
    positions(400, |g, seat| {
        if found || !matches!(g.decision(seat).map(|d| d.kind), Some(DecisionKind::TieBreakJanken)) {
            return;
        }
        let mut g = g.clone();
        g.apply(seat.other(), Action::Janken(Hand::Rock)).expect("the other seat picks");
        if g.result().is_some() {
            return;
        }
        let d = g.determinize(seat, 1);
        assert_eq!(d.decision_seats(), vec![Seat::A, Seat::B], "the other seat is asked again");
        found = true;
    });
    assert!(found, "no tie-break in 400 random games");
}

/// 1-3-4: 「何らかの理由で複数のプレイヤーが同時に何らかの選択を行うよう求められた場合、同時にその選択を行います。」
/// One seat answered a simultaneous choice (both 「手札を1枚捨てたなら、カードを2枚引く」 of the
/// open phase, 10-1-1-3) and the answer is not carried out yet: the other seat does not know it,
/// so its determinization asks again; the seat that answered keeps its own answer.
#[test]
fn k1_3_4_the_opponents_simultaneous_answer_is_not_known() {
    let mut g = crate::tests::duel(5, 5).build();
    assert_eq!(g.decision_seats(), vec![Seat::A, Seat::B]);
    let a = g.find_in_hand(Seat::A, CardNo(8)).expect("a hand card");
    g.apply(Seat::A, Action::Choose(Choice::Pay(vec![a]))).expect("A answers");
    assert_eq!(g.decision_seats(), vec![Seat::B]);
    for s in 0..8 {
        let for_b = g.determinize(Seat::B, s);
        assert_eq!(for_b.decision_seats(), vec![Seat::A, Seat::B], "B does not know A's answer");
        assert_eq!(seen(&for_b, Seat::B), seen(&g, Seat::B));
        let for_a = g.determinize(Seat::A, s);
        assert_eq!(for_a.decision_seats(), vec![Seat::B], "A knows its own answer");
        assert_eq!(seen(&for_a, Seat::A), seen(&g, Seat::A));
    }
}
