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

fn candidates(g: &Game) -> Vec<String> {
    match kind(g) {
        Some(DecisionKind::ChooseCards { candidates, .. }) => {
            let mut v = numbers(g, &candidates);
            v.sort();
            v
        }
        other => panic!("no card choice: {other:?}"),
    }
}

/// "Look at 5 cards from the top of your deck; reveal up to 1 <Slash> attribute card or green
/// Event and add it to your hand." (属性(斬)を持つカードか緑のイベント1枚までを公開し、手札に加える):
/// alternatives of filter parts in one pick — a card with the attribute of any kind and colour,
/// or an Event that is green; a red Event without the attribute is not a candidate.
#[test]
fn a_search_picks_among_alternatives_of_an_attribute_card_or_a_green_event() {
    let slash = CardDef { attributes: vec![Attribute::Slash], ..character("TST-V02", 2, 3000, vec![]) };
    let strike = CardDef { attributes: vec![Attribute::Strike], ..character("TST-V03", 2, 3000, vec![]) };
    let green = CardDef { colours: vec![Colour::Green], ..main_event("TST-V04", 1, draw(1)) };
    let red = main_event("TST-V05", 1, draw(1));
    let filter = Filter {
        any_of: vec![Filter { attribute: Some(Attribute::Slash), ..Filter::any() }, Filter { kind: Some(CardKind::Event), colour: Some(Colour::Green), ..Filter::any() }],
        ..Filter::any()
    };
    let e = Effect::Search { look: 5, filter, up_to: 1, pick_to: PickTo::Hand, rest: RestTo::BottomAnyOrder, reveal: false };
    let mut g = Scenario::new()
        .card(main_event("TST-V01", 0, e))
        .card(slash)
        .card(strike)
        .card(green)
        .card(red)
        .hand(A, &["TST-V01"])
        .deck(A, &["TST-V03", "TST-V02", "TST-V03", "TST-V04", "TST-V05"])
        .build();
    play!(g, hand_card(&g, A, "TST-V01"));
    assert_eq!(candidates(&g), vec!["TST-V02", "TST-V04"], "the <Slash> card and the green Event only");
    let green = g.find(A, Zone::Deck, "TST-V04").expect("in the deck");
    pick!(g, [green]);
    order_the_rest(&mut g);
    assert!(g.find(A, Zone::Hand, "TST-V04").is_some(), "added to the hand");
    assert!(log_names(&g, B, green), "revealed to the opponent");
}

// ------------------------------------------------------------------------------- hand sizes

/// "Draw cards so that you have 2 cards in your hand" (自分の手札が2枚になるようにカードを引く): as
/// many as the hand lacks (4-5-3 draws them one by one), none when it has that many.
#[test]
fn drawing_cards_so_that_you_have_n_cards_in_your_hand() {
    let e = Effect::Draw { amount: Amount::PerCount { each: 1, per: 1, of: Counted::YourHandShortOf(3) }, up_to: false };
    let s = || Scenario::new().card(main_event("TST-V10", 0, e.clone())).deck(A, &["TST-001", "TST-002", "TST-003", "TST-004"]);
    let mut g = s().hand(A, &["TST-V10", "TST-001"]).build();
    let ev = play!(g, hand_card(&g, A, "TST-V10"));
    assert_eq!(draws(&ev, A), 2, "one card left in hand after the event: two more");
    assert_eq!(g.hand(A).len(), 3);
    let mut g = s().hand(A, &["TST-V10", "TST-001", "TST-002", "TST-003", "TST-004"]).build();
    let ev = play!(g, hand_card(&g, A, "TST-V10"));
    assert_eq!(draws(&ev, A), 0, "four cards in hand: none");
    assert_eq!(g.hand(A).len(), 4, "and none trashed");
}

/// 1-3-10. あるカードの効果により、お互いのプレイヤーが同時に何らかの行動を指示されている場合、
/// ターンプレイヤーからその行動を行い、次に非ターンプレイヤーがその行動を行います。
/// "You and your opponent trash cards from your hands until you each have 2 cards in your hands"
/// (お互いは手札が2枚になるように、自身の手札を捨てる): each player picks from their own hand the
/// cards over 2, the turn player first; a hand of 2 or less trashes nothing.
#[test]
fn r1_3_10_you_and_your_opponent_trash_cards_until_you_each_have_n() {
    let e = Effect::MoveChosen { side: Side::Either, from: Pile::HandDownTo, by: Side::Either, count: 2, up_to: false, filter: Filter::any(), to: Dest::Trash };
    let mut g = Scenario::new()
        .card(main_event("TST-V11", 0, e.clone()))
        .hand(A, &["TST-V11", "TST-001", "TST-002", "TST-003", "TST-004"])
        .hand(B, &["TST-001", "TST-002", "TST-003"])
        .build();
    play!(g, hand_card(&g, A, "TST-V11"));
    assert_eq!(seat_now(&g), A, "the turn player first");
    match kind(&g) {
        Some(DecisionKind::ChooseCards { min: 2, max: 2, .. }) => {}
        other => panic!("A picks 2 of 4: {other:?}"),
    }
    let a = vec![hand_card(&g, A, "TST-001"), hand_card(&g, A, "TST-003")];
    pick(&mut g, &a);
    assert_eq!(seat_now(&g), B, "then the other player");
    let b = vec![hand_card(&g, B, "TST-002")];
    pick(&mut g, &b);
    assert!(is_main(&g));
    assert_eq!(numbers(&g, &g.hand(A)), vec!["TST-002", "TST-004"], "A kept the two not picked");
    let mut kept = numbers(&g, &g.hand(B));
    kept.sort();
    assert_eq!(kept, vec!["TST-001", "TST-003"]);
    assert_eq!(g.trash(A).len(), 3, "the event and A's two");
    assert_eq!(g.trash(B).len(), 1);
    // hands already at 2 or less: nobody is asked
    let mut g = Scenario::new().card(main_event("TST-V11", 0, e)).hand(A, &["TST-V11", "TST-001"]).hand(B, &["TST-001", "TST-002"]).build();
    play!(g, hand_card(&g, A, "TST-V11"));
    assert!(is_main(&g), "{:?}", kind(&g));
    assert_eq!((g.hand(A).len(), g.hand(B).len()), (1, 2));
}

// ------------------------------------------------------------------- the revealed card

/// "Reveal 1 card from the top of your deck. If the revealed card has a cost of 3 or more, return
/// up to 1 of your Characters to the owner's hand. Then, place the revealed card at the bottom of
/// your deck." (自分のデッキの上から1枚を公開し、公開したカードがコスト3以上だった場合、…。その後、
/// 公開したカードをデッキの下に置く): the condition is on the revealed card; the card placed at the
/// bottom is still the revealed one, not the Character the clause between chose.
#[test]
fn the_revealed_card_is_remembered_past_a_choice_made_after_the_reveal() {
    let effect = Effect::Seq(vec![
        Effect::Seq(vec![
            Effect::RevealTop { life: false },
            Effect::If(
                Condition::ChosenIs(Filter { cost_min: Some(3), ..Filter::any() }),
                Box::new(Effect::Targeted { sel: Selector::up_to(1, Side::You, Targetable::Character, Filter::any()), act: Act::ReturnToHand }),
            ),
        ]),
        Effect::MoveChosen { side: Side::You, from: Pile::Revealed, by: Side::You, count: 1, up_to: false, filter: Filter::any(), to: Dest::Deck { bottom: true } },
    ]);
    let s = |top: &str| {
        Scenario::new()
            .card(main_event("TST-V20", 0, effect.clone()))
            .card(character("TST-V21", 4, 5000, vec![]))
            .card(character("TST-V22", 1, 2000, vec![]))
            .card(character("TST-V23", 2, 3000, vec![]))
            .hand(A, &["TST-V20"])
            .field(A, &["TST-V23"])
            .deck(A, &["TST-001", "TST-002", top])
    };
    let mut g = s("TST-V21").build();
    play!(g, hand_card(&g, A, "TST-V20"));
    let mine = char_card(&g, A, "TST-V23");
    pick!(g, [mine]);
    assert!(is_main(&g), "{:?}", kind(&g));
    assert!(g.find(A, Zone::Hand, "TST-V23").is_some(), "the chosen Character stays in the hand");
    let deck = numbers(&g, &g.deck(A));
    assert_eq!(deck, vec!["TST-V21", "TST-001", "TST-002"], "the revealed card at the bottom");
    // a cost of 1: no return, the revealed card to the bottom all the same
    let mut g = s("TST-V22").build();
    play!(g, hand_card(&g, A, "TST-V20"));
    assert!(is_main(&g), "{:?}", kind(&g));
    assert!(g.find(A, Zone::Character, "TST-V23").is_some(), "nothing returned");
    assert_eq!(numbers(&g, &g.deck(A)), vec!["TST-V22", "TST-001", "TST-002"]);
}

/// "Up to 1 of your Leader or Character cards gains +3000 power during this turn. If that card is
/// a Character, that Character cannot be K.O.'d during this turn." (…。そのカードがキャラの場合、
/// そのキャラは、このターン中、KOされない): the condition is on the card the first clause chose,
/// and so is the prohibition; a Leader chosen gets the power only.
#[test]
fn a_condition_on_the_chosen_card_and_that_character_after_it() {
    let effect = Effect::Seq(vec![Effect::Seq(vec![
        Effect::Targeted { sel: Selector::up_to(1, Side::You, Targetable::LeaderOrCharacter, Filter::any()), act: Act::Power(Amount::Fixed(3000), Duration::ThisTurn) },
        Effect::If(
            Condition::ChosenIs(Filter { kind: Some(CardKind::Character), ..Filter::any() }),
            Box::new(Effect::Targeted { sel: Selector::chosen(), act: Act::Prohibit(Prohibition::BeKoed, Duration::ThisTurn) }),
        ),
    ])]);
    let ko_all = Effect::Targeted { sel: Selector::all(Side::You, Targetable::Character, Filter::any()), act: Act::Ko };
    let s = || {
        Scenario::new()
            .card(main_event("TST-V30", 0, effect.clone()))
            .card(main_event("TST-V31", 0, ko_all.clone()))
            .card(character("TST-V32", 2, 3000, vec![]))
            .card(character("TST-V33", 2, 3000, vec![]))
            .hand(A, &["TST-V30", "TST-V31"])
            .field(A, &["TST-V32", "TST-V33"])
    };
    let mut g = s().build();
    play!(g, hand_card(&g, A, "TST-V30"));
    let kept = char_card(&g, A, "TST-V32");
    pick!(g, [kept]);
    assert!(is_main(&g), "{:?}", kind(&g));
    play!(g, hand_card(&g, A, "TST-V31"));
    assert!(g.find(A, Zone::Character, "TST-V32").is_some(), "the chosen Character cannot be K.O.'d");
    assert!(g.find(A, Zone::Trash, "TST-V33").is_some(), "the other one is K.O.'d");
    // the Leader chosen: +3000, and no Character protected
    let mut g = s().build();
    play!(g, hand_card(&g, A, "TST-V30"));
    let leader = g.leader(A);
    pick!(g, [leader]);
    play!(g, hand_card(&g, A, "TST-V31"));
    assert!(g.characters(A).is_empty(), "both K.O.'d");
}

/// "Look at 3 cards from the top of your deck; add up to 1 card with a cost of 2 or less to your
/// hand. Then, trash the rest." (残りをトラッシュに置く): the cards not picked go to the trash,
/// no order asked; the card under the three stays on top of the deck.
#[test]
fn a_search_that_trashes_the_rest() {
    let e = Effect::Search { look: 3, filter: Filter::cost_at_most(2), up_to: 1, pick_to: PickTo::Hand, rest: RestTo::Trash, reveal: false };
    let mut g = Scenario::new().card(main_event("TST-V20", 0, e)).hand(A, &["TST-V20"]).deck(A, &["TST-004", "TST-001", "TST-003", "TST-002"]).build();
    play!(g, hand_card(&g, A, "TST-V20"));
    let two = g.find(A, Zone::Deck, "TST-002").expect("in the deck");
    pick!(g, [two]);
    assert!(is_main(&g), "nothing more asked: {:?}", kind(&g));
    assert!(g.find(A, Zone::Hand, "TST-002").is_some(), "added to the hand");
    let trash = g.trash(A);
    let mut trashed = numbers(&g, &trash);
    trashed.sort();
    assert_eq!(trashed, vec!["TST-001", "TST-003", "TST-V20"], "the two others trashed, with the event");
    assert_eq!(numbers(&g, &g.deck(A)), vec!["TST-004"], "the card under the three stays");
}

/// "Look at 3 cards from the top of your deck and play up to 1 card with a cost of 1 or less":
/// only a Character or Stage card can be played onto the field, so an Event card of that cost among the
/// three is not offered.
#[test]
fn a_search_that_plays_offers_no_event_card() {
    let e = Effect::Search { look: 3, filter: Filter::cost_at_most(1), up_to: 1, pick_to: PickTo::Play { rested: false }, rest: RestTo::Trash, reveal: true };
    let mut g = Scenario::new().card(main_event("TST-V21", 0, e)).hand(A, &["TST-V21"]).deck(A, &["TST-004", "TST-032", "TST-001", "TST-004"]).build();
    play!(g, hand_card(&g, A, "TST-V21"));
    let Some(DecisionKind::ChooseCards { candidates, .. }) = kind(&g) else { panic!("the pick: {:?}", kind(&g)) };
    assert_eq!(numbers(&g, &candidates), vec!["TST-001"], "the Character, not the Event");
}
