//! Issue #10's searches and reveals (11-2 カードの公開): who sees a searched card, the conditions on
//! the card a previous step revealed, trashed or played, hand sizes, and the answers the
//! opponent gives — as the card-text compiler reads them, one test per shape.
mod support;
use support::*;

/// Answers what the search asks after its pick (the order of the rest) until the main phase.
fn order_the_rest(g: &mut Game) {
    while !is_main(g) {
        let first = match kind(g) {
            Some(DecisionKind::ChooseCards { candidates, min, .. }) => candidates.into_iter().take(usize::from(min.max(1))).collect::<Vec<_>>(),
            other => panic!("{other:?}"),
        };
        pick(g, &first);
    }
}

/// Does `viewer`'s log name the card `id` — revealed, or moved with its face shown?
fn log_names(g: &Game, viewer: Seat, id: CardId) -> bool {
    g.view(viewer).log.iter().any(|e| match e {
        Event::Revealed { card, .. } => card.id == id,
        Event::Moved { card, .. } => card.known().is_some_and(|c| c.id == id),
        _ => false,
    })
}

/// A [Main] event of A searching the top 3 of the deck with `filter` and `pick_to`; A picks
/// TST-002 (cost 2). Returns the game and the picked card's id before it moved.
fn search_and_pick(filter: Filter, pick_to: PickTo) -> (Game, CardId) {
    let e = Effect::Search { look: 3, filter, up_to: 1, pick_to, rest: RestTo::BottomAnyOrder, reveal: false };
    let mut g = Scenario::new().card(main_event("TST-V01", 0, e)).hand(A, &["TST-V01"]).deck(A, &["TST-004", "TST-001", "TST-002", "TST-003"]).build();
    play!(g, hand_card(&g, A, "TST-V01"));
    let two = g.find(A, Zone::Deck, "TST-002").expect("in the deck");
    pick!(g, [two]);
    order_the_rest(&mut g);
    assert!(g.find(A, Zone::Hand, "TST-002").is_some(), "added to the hand");
    (g, two)
}

/// 11-2-1. 例として、｢デッキから「モンキー・D・ルフィ」を手札に加える｣のように、非公開領域から非公開
/// 領域に決められた条件下のカードを移動する場合、公開する指示がない場合でも、移動するカードは必ず公開
/// されます。
/// "Look at 3 cards from the top of your deck and add up to 1 card to your hand" (…見て、カード
/// 1枚までを手札に加える): no condition and no "reveal", so the picked card is seen by its owner
/// only — the opponent's view tells that a card went from the deck to the hand, not which; a
/// pick under a condition is shown to both, printed "reveal" or not.
#[test]
fn r11_2_1_a_pick_with_no_condition_and_no_reveal_is_seen_by_its_owner_only() {
    let (g, two) = search_and_pick(Filter::any(), PickTo::HandUnrevealed);
    assert!(log_names(&g, A, two), "its owner sees which card it was");
    assert!(!log_names(&g, B, two), "the opponent does not: {:?}", g.view(B).log);
    assert!(
        g.view(B).log.iter().any(|e| matches!(e, Event::Moved { owner: Seat::A, from: Zone::Deck, to: Zone::Hand, card: Hidden::Unknown, .. })),
        "the opponent sees that a card went to the hand"
    );
    assert!(g.view(B).log.iter().all(|e| !e.leaks_to(B)));
    // a condition must be checked: shown to both even with no "reveal" in the text
    let (g, two) = search_and_pick(Filter::cost_at_most(2), PickTo::HandUnrevealed);
    assert!(log_names(&g, B, two), "a pick under a condition is revealed");
    // "reveal up to 1 card and add it to your hand": printed, shown to both
    let (g, two) = search_and_pick(Filter::any(), PickTo::Hand);
    assert!(log_names(&g, B, two), "a printed reveal is shown to both");
}
