//! Rule tests of the definitions of chapters 2-4 (card information, zones, terms), each shown
//! through what the engine does with that information.
mod support;
use support::*;

fn ko_event(n: &str, f: Filter) -> CardDef {
    main_event(n, 0, Effect::Targeted { sel: Selector::up_to(1, Side::Opponent, Targetable::Character, f), act: Act::Ko })
}

fn candidates(g: &Game) -> Vec<String> {
    match kind(g) {
        Some(DecisionKind::ChooseCards { candidates, .. }) => numbers(g, &candidates),
        _ => Vec::new(),
    }
}

fn multi(n: &str, colours: Vec<Colour>, attrs: Vec<Attribute>, traits: &[&str]) -> CardDef {
    let mut d = character(n, 1, 1000, vec![]);
    d.colours = colours;
    d.attributes = attrs;
    d.traits = traits.iter().map(|s| s.to_string()).collect();
    d
}

fn with_filter(f: Filter, field: &[&str], extra: Vec<CardDef>) -> Game {
    let mut s = Scenario::new().card(ko_event("TST-K", f)).hand(A, &["TST-K"]).field(B, field);
    for d in extra {
        s = s.card(d);
    }
    let mut g = s.build();
    play!(g, hand_card(&g, A, "TST-K"));
    g
}

/// 2-1-1. カードの持つ固有名称です。
#[test]
fn r2_1_1_card_names_are_matched_exactly() {
    let g = with_filter(Filter { name: Some(NameMatch::Exact("Harbor Lookout".into())), ..Filter::any() }, &["TST-001", "TST-002"], vec![]);
    assert_eq!(candidates(&g), vec!["TST-002"]);
}

/// 2-2-1. カードのカード種類を表す情報です。
#[test]
fn r2_2_1_card_kind_is_information() {
    // The kind is what the game reads to use a card: three cards played from the hand the same
    // way go where their kinds say — a Stage to the stage area, a Character to the character
    // area, an Event resolved and trashed.
    let db = testkit::card_db();
    assert_eq!(db.by_number("TST-017").map(|d| d.kind), Some(CardKind::Stage));
    assert_eq!(db.by_number("TST-032").map(|d| d.kind), Some(CardKind::Event));
    let mut g = Scenario::new().hand(A, &["TST-017", "TST-001", "TST-032"]).don(A, 5, 0).build();
    play!(g, hand_card(&g, A, "TST-017"));
    play!(g, hand_card(&g, A, "TST-001"));
    play!(g, hand_card(&g, A, "TST-032"));
    assert!(g.find(A, Zone::Stage, "TST-017").is_some(), "a Stage goes to the stage area");
    assert!(g.find(A, Zone::Character, "TST-001").is_some(), "a Character to the character area");
    assert!(g.find(A, Zone::Trash, "TST-032").is_some() || g.find(A, Zone::Resolving, "TST-032").is_some(), "an Event is not put on the field");
    assert!(g.find(A, Zone::Character, "TST-032").is_none() && g.find(A, Zone::Stage, "TST-032").is_none());
}

/// 2-2-2. カード種類は「リーダーカード」「キャラクターカード」「イベントカード」「ステージカード」「ドン‼カード」の 5種類です。
#[test]
fn r2_2_2_five_card_kinds() {
    let kinds = [CardKind::Leader, CardKind::Character, CardKind::Event, CardKind::Stage, CardKind::Don];
    assert_eq!(kinds.len(), 5);
    let mut d = testkit::deck_a();
    d.leader = "TST-017".into();
    assert!(Game::new(testkit::setup_with(d, testkit::deck_b(), 1)).is_err(), "a stage cannot lead");
}

/// 2-2-3-1. カードのテキストに、「リーダー」または「リーダーカード」と表記されている場合、それはリーダーエリアに置かれているカード種類「リーダーカード」のカードを意味します。
#[test]
fn r2_2_3_1_leader_means_the_card_in_the_leader_area() {
    let e = main_event("TST-K2", 0, Effect::Targeted { sel: Selector { side: Side::Opponent, what: Targetable::Leader, filter: Filter::any(), count: 1, up_to: true, all: false, more: None }, act: Act::Power(Amount::Fixed(-1000), Duration::ThisTurn) });
    let mut g = Scenario::new().card(e).hand(A, &["TST-K2"]).field(B, &["TST-001"]).build();
    play!(g, hand_card(&g, A, "TST-K2"));
    match kind(&g) {
        Some(DecisionKind::ChooseCards { candidates, .. }) => assert_eq!(candidates, vec![g.leader(B)]),
        k => panic!("{k:?}"),
    }
}

/// 2-2-4-1. カードのテキストに、「キャラ」と表記されている場合、キャラクターエリアに置かれているカード種類「キャラクターカード」のカードを意味します。
#[test]
fn r2_2_4_1_character_means_on_the_field() {
    let mut g = Scenario::new().card(ko_event("TST-K", Filter::any())).hand(A, &["TST-K"]).hand(B, &["TST-001"]).trash(B, &["TST-002"]).field(B, &["TST-003"]).build();
    play!(g, hand_card(&g, A, "TST-K"));
    assert_eq!(candidates(&g), vec!["TST-003"]);
}

/// 2-2-5-1. カードのテキストに「イベント」または「イベントカード」と表記されている場合、それはカード種類「イベントカード」のカードを意味します。
#[test]
fn r2_2_5_1_event_means_event_cards() {
    let f = main_event("TST-K3", 0, Effect::MoveChosen { side: Side::You, from: Pile::Hand, by: Side::You, count: 1, up_to: true, filter: Filter::of_kind(CardKind::Event), to: Dest::Trash });
    let mut g = Scenario::new().card(f).hand(A, &["TST-K3", "TST-032", "TST-001"]).build();
    play!(g, hand_card(&g, A, "TST-K3"));
    assert_eq!(candidates(&g), vec!["TST-032"]);
}

/// 2-2-6-1. カードのテキストに、「ステージ」と表記されている場合、それはカード種類「ステージカード」のカードを意味します。
#[test]
fn r2_2_6_1_stage_means_the_stage_area() {
    let e = main_event("TST-K4", 0, Effect::Targeted { sel: Selector::up_to(1, Side::Opponent, Targetable::Stage, Filter::any()), act: Act::Trash });
    let mut g = Scenario::new().card(e).hand(A, &["TST-K4"]).stage(B, "TST-017").build();
    play!(g, hand_card(&g, A, "TST-K4"));
    pick!(g, [g.stage(B).unwrap()]);
    assert!(g.stage(B).is_none());
}

/// 2-2-6-2. カードのテキストに、「ステージカード」と表記されている場合、ステージエリア以外に存在しているカード種類「ステージカード」のカードを意味します。
#[test]
fn r2_2_6_2_stage_card_outside_the_stage_area() {
    let e = main_event("TST-K5", 0, Effect::Play { from: PlayFrom::Hand, filter: Filter::of_kind(CardKind::Stage), up_to: 1, rested: false });
    let mut g = Scenario::new().card(e).hand(A, &["TST-K5", "TST-017", "TST-001"]).build();
    play!(g, hand_card(&g, A, "TST-K5"));
    assert_eq!(candidates(&g), vec!["TST-017"]);
}

/// 2-3-1. カードの色を表す情報です。これは、カードのテキストで参照する場合があります。
#[test]
fn r2_3_1_colour_is_referenced_by_text() {
    let g = with_filter(Filter { colour: Some(Colour::Green), ..Filter::any() }, &["TST-001", "TST-005"], vec![]);
    assert_eq!(candidates(&g), vec!["TST-005"]);
}


/// 2-3-4. カードによっては、「赤」と「青」や「緑」と「紫」というように複数の色を持つカードがあります。
#[test]
fn r2_3_4_cards_may_have_several_colours() {
    // A red-and-green Leader (TST-L01) has both colours: its deck may hold red and green cards,
    // not a card of a third colour (5-1-2-2).
    let with = |number: &str| {
        let mut a = testkit::deck_a();
        a.main[0] = number.into();
        Game::new(testkit::setup_with(a, testkit::deck_b(), 1)).err().unwrap_or_default()
    };
    assert!(with("TST-001").is_empty(), "red");
    assert!(with("TST-005").is_empty(), "green");
    assert!(with("TST-090").contains(&SetupError::ColourNotAllowed { seat: A, number: "TST-090".into() }));
}

/// 2-3-5. 「赤」と「緑」の両方の色を持っているカードの場合、持っているすべての色のカードとして扱います。
#[test]
fn r2_3_5_multicolour_cards_have_every_colour() {
    let m = multi("TST-M1", vec![Colour::Red, Colour::Green], vec![Attribute::Slash], &["Test Crew"]);
    for c in [Colour::Red, Colour::Green] {
        let g = with_filter(Filter { colour: Some(c), ..Filter::any() }, &["TST-M1"], vec![m.clone()]);
        assert_eq!(candidates(&g), vec!["TST-M1"], "{c:?}");
    }
}

/// 2-3-6. 複数の色を持つカードのことをカードのテキストで「多色」と表す場合があります。
#[test]
fn r2_3_6_multicolour_in_text() {
    let m = multi("TST-M1", vec![Colour::Red, Colour::Green], vec![], &[]);
    let g = with_filter(Filter { multicolour: Some(true), ..Filter::any() }, &["TST-M1", "TST-001"], vec![m]);
    assert_eq!(candidates(&g), vec!["TST-M1"]);
}

/// 2-4-1. カードの持つ特徴を表す情報です。これは、カードのテキストで参照する場合があります。
#[test]
fn r2_4_1_traits_are_referenced_by_text() {
    let t = multi("TST-M2", vec![Colour::Red], vec![], &["Sky Folk"]);
    let g = with_filter(Filter::with_trait("Sky Folk"), &["TST-M2", "TST-001"], vec![t]);
    assert_eq!(candidates(&g), vec!["TST-M2"]);
}

/// 2-4-2. １枚のカードが特徴を複数持つ場合もあります。特徴を複数持つ場合、それぞれの特徴は「/」で区切られています。
#[test]
fn r2_4_2_a_card_may_have_several_traits() {
    let t = multi("TST-M3", vec![Colour::Red], vec![], &["Sky Folk", "Harbor Guild"]);
    for tr in ["Sky Folk", "Harbor Guild"] {
        let g = with_filter(Filter::with_trait(tr), &["TST-M3"], vec![t.clone()]);
        assert_eq!(candidates(&g), vec!["TST-M3"]);
    }
}

/// 2-5-1. このキャラクターカードが持つ属性を表す情報です。これは、カードのテキストで参照する場合があります。
#[test]
fn r2_5_1_attributes_are_referenced_by_text() {
    let t = multi("TST-M4", vec![Colour::Red], vec![Attribute::Wisdom], &[]);
    let g = with_filter(Filter { attribute: Some(Attribute::Wisdom), ..Filter::any() }, &["TST-M4", "TST-001"], vec![t]);
    assert_eq!(candidates(&g), vec!["TST-M4"]);
}

/// 2-5-2. 属性は「斬」「打」「射」「特」「知」「？」の 6種類です。
#[test]
fn r2_5_2_six_attributes() {
    let all = [Attribute::Slash, Attribute::Strike, Attribute::Ranged, Attribute::Special, Attribute::Wisdom, Attribute::Unknown];
    let json = serde_json::to_string(&all).unwrap();
    assert_eq!(all.len(), 6);
    assert!(json.contains("Wisdom"));
}

/// 2-5-3. カードによっては、「斬」と「打」や「射」と「特」というように複数の属性を持つカードがあります。
#[test]
fn r2_5_3_several_attributes() {
    // A card with two attributes answers to each of them, and to a third not at all.
    let t = multi("TST-M5", vec![Colour::Red], vec![Attribute::Slash, Attribute::Strike], &[]);
    for (a, found) in [(Attribute::Slash, true), (Attribute::Strike, true), (Attribute::Ranged, false)] {
        let g = with_filter(Filter { attribute: Some(a), ..Filter::any() }, &["TST-M5"], vec![t.clone()]);
        assert_eq!(!candidates(&g).is_empty(), found, "{a:?}");
    }
}

/// 2-5-4. 「斬」と「打」の両方の属性を持っているカードの場合、持っているすべての属性のカードとして扱います。
#[test]
fn r2_5_4_a_card_has_all_its_attributes() {
    let t = multi("TST-M5", vec![Colour::Red], vec![Attribute::Slash, Attribute::Strike], &[]);
    for a in [Attribute::Slash, Attribute::Strike] {
        let g = with_filter(Filter { attribute: Some(a), ..Filter::any() }, &["TST-M5"], vec![t.clone()]);
        assert_eq!(candidates(&g), vec!["TST-M5"]);
    }
}


/// 2-5-6. テキスト中、()で属性を指定されているものがあります。それは、その属性を持つカードを参照します。
#[test]
fn r2_5_6_attribute_in_parentheses_refers_to_cards_with_it() {
    let g = with_filter(Filter { attribute: Some(Attribute::Strike), ..Filter::any() }, &["TST-001"], vec![]);
    assert!(candidates(&g).is_empty(), "TST-001 is slash only");
}

/// 2-6-1. バトルにおける強さを表す情報です。(7.カードのアタックとバトル参照)
#[test]
fn r2_6_1_power_decides_battles() {
    let mut g = Scenario::new().field(A, &["TST-004"]).field_rested(B, &["TST-003"]).build();
    attack!(g, char_card(&g, A, "TST-004"), char_card(&g, B, "TST-003"));
    finish_battle(&mut g);
    assert!(g.find(B, Zone::Trash, "TST-003").is_some());
}

/// 2-6-2. パワーはリーダーカードとキャラクターカードのみが持ちます。
#[test]
fn r2_6_2_only_leaders_and_characters_have_power() {
    assert!(testkit::cards().iter().filter(|d| matches!(d.kind, CardKind::Event | CardKind::Stage)).all(|d| d.power == 0));
    let g = Scenario::new().stage(A, "TST-017").build();
    assert_eq!(g.view(A).sides[A].stage.as_ref().map(|s| s.power), Some(0));
}

/// 2-6-3. パワーは、効果によって、記載されている数値以上の数値や記載されている数値以下の数値になる場合があります。
#[test]
fn r2_6_3_power_can_be_modified() {
    let g = Scenario::new().field_with_don(A, "TST-001", 2).build();
    assert_eq!(g.power(char_card(&g, A, "TST-001")), Some(4000));
}

/// 2-7-1. カードを手札からプレイ(6-5-3-1.参照)する際に必要なコストの数値です。
#[test]
fn r2_7_1_cost_is_paid_to_play_from_hand() {
    let g = Scenario::new().hand(A, &["TST-003"]).don(A, 2, 0).build();
    assert!(!g.legal_actions(A).iter().any(|a| matches!(a, Action::PlayCard { .. })));
}


/// 2-7-6. コストは、効果によって、記載されている数値以上の数値や記載されている数値以下の数値になる場合があります。
#[test]
fn r2_7_6_cost_can_be_modified() {
    let cheap = {
        let mut d = character("TST-M6", 2, 2000, vec![Ability::Permanent { conditions: vec![], effect: Continuous { target: StaticTarget::YourHand(Filter::of_kind(CardKind::Character)), modifier: Modifier::Cost(-1) } }]);
        d.counter = 0;
        d
    };
    let g = Scenario::new().card(cheap).field(A, &["TST-M6"]).hand(A, &["TST-004"]).don(A, 3, 0).build();
    let c = hand_card(&g, A, "TST-004");
    assert_eq!(g.cost(c), Some(3));
    assert!(g.legal_actions(A).contains(&Action::PlayCard { card: c, replace: None }));
}

/// 2-8-1. カードの持つ固有の効果を表す情報です。
#[test]
fn r2_8_1_card_text_is_the_cards_effects() {
    // Playing a card with "[On Play] Draw 1 card." draws; a card with no text does nothing more.
    let mut g = Scenario::new().hand(A, &["TST-008", "TST-001"]).don(A, 3, 0).build();
    let ev = play!(g, hand_card(&g, A, "TST-008"));
    assert_eq!(draws(&ev, A), 1, "its text is carried out");
    let ev = play!(g, hand_card(&g, A, "TST-001"));
    assert_eq!(draws(&ev, A), 0, "no text: no effect");
}

/// 2-8-3. テキストは先頭に近い方から順に実行します。
#[test]
fn r2_8_3_text_runs_from_the_top() {
    let e = main_event("TST-K6", 0, Effect::Seq(vec![Effect::AddDon { count: 1, rested: false }, Effect::Targeted { sel: Selector::up_to(1, Side::You, Targetable::Leader, Filter::any()), act: Act::GiveActiveDon(1) }]));
    let mut g = Scenario::new().card(e).hand(A, &["TST-K6"]).build();
    play!(g, hand_card(&g, A, "TST-K6"));
    pick!(g, [g.leader(A)]);
    assert_eq!(g.attached_don(g.leader(A)), Some(1), "the DON!! added first could be given second");
}

/// 2-8-5. テキスト中、カードテキストを持たないカードのことを「元々の効果のない(カード)」と表記する場合があります。
#[test]
fn r2_8_5_cards_without_original_text() {
    let g = with_filter(Filter { no_text: Some(true), ..Filter::any() }, &["TST-001", "TST-002", "TST-008"], vec![]);
    assert_eq!(candidates(&g), vec!["TST-001"]);
}


/// 2-11-1. ダメージを受けたとき、ライフから手札に加える代わりに発動できる効果です。
#[test]
fn r2_11_1_trigger_instead_of_adding_to_hand() {
    let mut g = Scenario::new().field(A, &["TST-004"]).life(B, &["TST-001", "TST-035"]).build();
    attack!(g, char_card(&g, A, "TST-004"), g.leader(B));
    finish_battle(&mut g);
    ok!(g, B, Action::ActivateTrigger { yes: true });
    assert!(g.find(B, Zone::Hand, "TST-035").is_none());
}

/// 2-11-2. 【トリガー】はカードテキストの一部です。
#[test]
fn r2_11_2_trigger_is_part_of_the_text() {
    let g = with_filter(Filter { has_trigger: Some(true), ..Filter::any() }, &["TST-001", "TST-024"], vec![]);
    assert_eq!(candidates(&g), vec!["TST-024"]);
}

/// 2-14-1. これは、ゲームの準備において参照します。
#[test]
fn r2_14_1_numbers_are_used_for_deck_building() {
    let mut a = testkit::deck_a();
    a.main[0] = "TST-999".into();
    let e = Game::new(testkit::setup_with(a, testkit::deck_b(), 1)).err().unwrap();
    assert!(e.contains(&SetupError::UnknownCard { seat: A, number: "TST-999".into() }));
}

/// 2-14-3. このカードのカードナンバーです。これは、カードのテキストで参照する場合があります。
#[test]
fn r2_14_3_numbers_can_be_referenced_by_text() {
    let g = with_filter(Filter { number: Some("TST-003".into()), ..Filter::any() }, &["TST-001", "TST-003"], vec![]);
    assert_eq!(candidates(&g), vec!["TST-003"]);
}

/// 3-1-1. 領域とは、「デッキ」「ドン‼デッキ」「手札」「トラッシュ」「リーダーエリア」「キャラクターエリア」「ステージエリア」「コストエリア」「ライフ」を指します。
#[test]
fn r3_1_1_the_zones() {
    let g = started_game(1);
    let v = g.view(A);
    let side = &v.sides[A];
    let total = side.hand.len() + side.deck_count + side.life.len() + side.trash.len() + side.characters.len() + 1;
    assert_eq!(total, 51);
    assert_eq!(side.don_deck + side.don_active + side.don_rested, 10);
}

/// 3-1-2. 「リーダーエリア」「キャラクターエリア」「ステージエリア」「コストエリア」を総合して「場」と表記する場合があります。
#[test]
fn r3_1_2_field_includes_cost_area() {
    let mut g = Scenario::new().field(A, &["TST-038"]).don(A, 0, 1).build();
    ok!(g, A, Action::ActivateAbility { card: char_card(&g, A, "TST-038"), ability_index: 0 });
    assert_eq!(g.don(A).0, 10, "DON!! −1 may take a DON!! from the cost area (part of the field)");
}

/// 3-1-3. 各領域は特に指定がない限り、各プレイヤーがそれぞれ１つずつ異なるものを有します。
#[test]
fn r3_1_3_each_player_has_their_own_zones() {
    // What a player does fills that player's zones only: A plays a Character (A's character
    // area) and K.O.s B's Character in battle (it goes to B's trash, its owner's, not A's).
    let mut g = Scenario::new().hand(A, &["TST-001"]).field(A, &["TST-002"]).field_rested(B, &["TST-001"]).don(A, 1, 0).build();
    play!(g, hand_card(&g, A, "TST-001"));
    assert_eq!(g.find(A, Zone::Character, "TST-001").map(|c| g.owner_of(c)), Some(Some(A)));
    assert!(g.find(B, Zone::Character, "TST-001").is_some(), "B's own Character is still in B's area");
    let target = char_card(&g, B, "TST-001");
    attack!(g, char_card(&g, A, "TST-002"), target);
    finish_battle(&mut g);
    assert_eq!(g.zone_of(target), None, "K.O.'d (a new card object in the trash, 3-1-6)");
    assert_eq!(numbers(&g, &g.trash(B)), vec!["TST-001"], "the K.O.'d card is in its owner's trash");
    assert!(g.trash(A).is_empty(), "not in the trash of the player who K.O.'d it");
    assert!(g.view(A).sides[B].characters.is_empty() && g.view(A).sides[A].characters.len() == 2);
}

/// 3-1-4. それぞれの領域にあるカードの枚数はすべてのプレイヤーに公開されており、いつでも確認することができます。
#[test]
fn r3_1_4_zone_counts_are_public() {
    let g = Scenario::new().hand(B, &["TST-001", "TST-002"]).life(B, &["TST-001"]).build();
    let v = g.view(A);
    assert_eq!(v.sides[B].hand.len(), 2);
    assert_eq!(v.sides[B].life.len(), 1);
    assert_eq!(v.sides[B].deck_count, 10);
}

/// 3-1-5. 領域によって、そこに置かれているカードの内容がすべてのプレイヤーに公開されている領域と、公開されていない領域があります。カードの公開されている領域を公開領域、公開されていない領域を非公開領域と呼びます。
#[test]
fn r3_1_5_public_and_hidden_zones() {
    let g = Scenario::new().hand(B, &["TST-001"]).trash(B, &["TST-002"]).field(B, &["TST-003"]).life(B, &["TST-004"]).build();
    let v = g.view(A);
    assert!(v.sides[B].hand[0].known().is_none());
    assert!(v.sides[B].life[0].known().is_none());
    assert_eq!(v.sides[B].trash[0].number, "TST-002");
    assert_eq!(v.sides[B].characters[0].card.number, "TST-003");
}

/// 3-1-7. 複数のカードが、ある領域に同時に置かれる場合、特に指定がない限り、新しい領域に置く順番はそのカードの持ち主であるプレイヤーが決定します。
#[test]
fn r3_1_7_owner_orders_cards_placed_together() {
    let mut g = Scenario::new().hand(A, &["TST-015"]).deck(A, &["TST-001", "TST-002", "TST-003"]).don(A, 2, 0).build();
    play!(g, hand_card(&g, A, "TST-015"));
    pick!(g, []);
    assert_eq!(g.decision_seat(), Some(A));
    assert!(matches!(kind(&g), Some(DecisionKind::ChooseCards { prompt: Prompt::NextToPlace, .. })));
}

/// 3-1-8. 公開領域から非公開領域に複数のカードが同時に置かれる段階で、それらのカードを置く順番をカードのプレイヤーが決定できる場合、それらのカードの持ち主でないプレイヤーはそれらのカードが置かれる順番を知ることはできません。
#[test]
fn r3_1_8_the_other_player_does_not_learn_the_order() {
    let mut g = Scenario::new().hand(A, &["TST-015"]).deck(A, &["TST-001", "TST-002", "TST-003"]).don(A, 2, 0).build();
    let before = g.view(B).log.len();
    play!(g, hand_card(&g, A, "TST-015"));
    pick!(g, []);
    // A places the three looked-at cards at the bottom one by one, in an order of A's choosing:
    // the highest number first.
    let mut placed = Vec::new();
    while let Some(DecisionKind::ChooseCards { candidates, prompt: Prompt::NextToPlace, .. }) = kind(&g) {
        assert_eq!(g.decision_seat(), Some(A), "the order is the card's player's to decide");
        let c = *candidates.iter().max_by_key(|&&c| numbers(&g, &[c])).unwrap();
        placed.push(numbers(&g, &[c]).remove(0));
        pick!(g, [c]);
    }
    assert_eq!(placed.len(), 2, "two choices; the last card has no choice left");
    let bottom = numbers(&g, &g.deck(A));
    assert_eq!(&bottom[..3], &["TST-001", "TST-002", "TST-003"], "A's order: TST-003 placed first, so deepest is the last placed");
    // B's log from the play on never names one of the three cards.
    for e in &g.view(B).log[before..] {
        let seen = format!("{e:?}");
        assert!(!["TST-001", "TST-002", "TST-003"].iter().any(|n| seen.contains(n)), "B learns a looked-at card: {seen}");
    }
}

/// 3-2-1. ゲーム開始時に自分のデッキを置く領域です。
#[test]
fn r3_2_1_deck_zone_at_game_start() {
    let g = Game::new(testkit::setup(1)).unwrap();
    assert_eq!(g.deck(A).len(), 50);
}

/// 3-2-3. デッキのカードが複数枚同時に移動する場合、１枚ずつ移動を実行します。
#[test]
fn r3_2_3_cards_move_from_the_deck_one_at_a_time() {
    let mut g = Scenario::new().hand(A, &["TST-032"]).don(A, 1, 0).build();
    let ev = play!(g, hand_card(&g, A, "TST-032"));
    assert_eq!(draws(&ev, A), 2, "two separate moves");
}

/// 3-2-4. デッキをシャッフルすることを求められた場合、そのデッキのカードの順番を無作為に変更します。
#[test]
fn r3_2_4_shuffling_randomises_the_order() {
    let mut g = Game::new(testkit::setup(21)).unwrap();
    let c = seat_now(&g);
    ok!(g, c, Action::ChooseFirst { go_first: true });
    let mut before = numbers(&g, &g.deck(c));
    before.extend(numbers(&g, &g.hand(c)));
    ok!(g, c, Action::Mulligan { redraw: true });
    let mut after = numbers(&g, &g.deck(c));
    after.extend(numbers(&g, &g.hand(c)));
    let (mut s1, mut s2) = (before.clone(), after.clone());
    s1.sort();
    s2.sort();
    assert_eq!(s1, s2, "same cards");
    assert_ne!(before, after, "new order");
}

/// 3-3-1. ゲーム開始時にドン!!デッキを置く領域です。
#[test]
fn r3_3_1_don_deck_at_game_start() {
    let g = Game::new(testkit::setup(1)).unwrap();
    assert_eq!(g.don(A), (10, 0, 0));
}

/// 3-3-2. ドン!!デッキは公開領域です。この領域のカードは裏向きに重ねて置かれ、いずれのプレイヤーもその内容や順番を見ることができ、その順番を変更することができます。
#[test]
fn r3_3_2_don_deck_is_public() {
    let g = started_game(1);
    let v = g.view(g.turn_player().other());
    assert_eq!(v.sides[g.turn_player()].don_deck, 9);
}

/// 3-3-3. ドン!!デッキのドン!!が複数枚同時に移動する場合、１枚ずつ移動を実行します。
#[test]
fn r3_3_3_don_moves_one_by_one() {
    // Two DON!! are asked for with one left: the first moves, the second cannot and is skipped.
    let e = main_event("TST-KE", 0, Effect::AddDon { count: 2, rested: false });
    let mut g = Scenario::new().card(e).hand(A, &["TST-KE"]).don(A, 0, 9).build();
    let ev = play!(g, hand_card(&g, A, "TST-KE"));
    assert_eq!(g.don(A), (0, 1, 9));
    assert!(ev.contains(&Event::DonAdded { seat: A, count: 1, rested: false }));
}

/// 3-4-1. 各プレイヤーがデッキから引いたカードを置く領域です。
#[test]
fn r3_4_1_drawn_cards_go_to_hand() {
    let mut g = Scenario::new().turn(4, B).build();
    end_turn(&mut g);
    assert_eq!(g.hand(A).len(), 1);
}

/// 3-4-2. 手札は非公開領域ですが、自身の手札のカードは自由に見ることができ、カードの順番は自身が自由に変えて構いません。
#[test]
fn r3_4_2_own_hand_is_visible() {
    let g = Scenario::new().hand(A, &["TST-001", "TST-002"]).build();
    let v = g.view(A);
    assert_eq!(v.sides[A].hand.iter().filter_map(|h| h.known()).map(|c| c.number.clone()).collect::<Vec<_>>(), vec!["TST-001", "TST-002"]);
}

/// 3-5-1. KO されたキャラクターカードや、発動したイベントカードなどが置かれる領域です。
#[test]
fn r3_5_1_koed_and_used_cards_go_to_the_trash() {
    let mut g = Scenario::new().hand(A, &["TST-031"]).don(A, 2, 0).field(B, &["TST-001"]).build();
    play!(g, hand_card(&g, A, "TST-031"));
    pick!(g, [char_card(&g, B, "TST-001")]);
    assert!(g.find(A, Zone::Trash, "TST-031").is_some());
    assert!(g.find(B, Zone::Trash, "TST-001").is_some());
}

/// 3-6-1. ゲームの開始時に自身のリーダーカードの表面を表向きに置く領域です。
#[test]
fn r3_6_1_leader_area() {
    // Placed face up at the start of the game: before anyone chooses who goes first, each
    // Leader is in its leader area and the opponent's view shows it (face up), while the
    // opponent's hand and deck show nothing.
    let g = Game::new(testkit::setup(1)).expect("valid");
    for seat in [A, B] {
        assert_eq!(g.zone_of(g.leader(seat)), Some(Zone::Leader));
        let other = g.view(seat.other());
        assert_eq!(other.sides[seat].leader.card.number, g.number_of(g.leader(seat)).unwrap(), "face up: the opponent sees it");
        assert!(other.sides[seat].hand.iter().all(|c| matches!(c, game_core::Hidden::Unknown)), "the hand, by contrast, is hidden");
    }
}

/// 3-6-2. リーダーエリアは公開領域です。
#[test]
fn r3_6_2_leader_area_is_public() {
    let g = started_game(1);
    assert_eq!(g.view(B).sides[A].leader.card.number, "TST-L01");
}

/// 3-7-1. 自身のキャラクターカードを置く領域です。
#[test]
fn r3_7_1_character_area() {
    let mut g = Scenario::new().hand(A, &["TST-001"]).don(A, 1, 0).build();
    play!(g, hand_card(&g, A, "TST-001"));
    assert_eq!(g.characters(A).len(), 1);
}

/// 3-7-2. キャラクターエリアは公開領域です。この領域のカードは表向きで置かれます。
#[test]
fn r3_7_2_character_area_is_public() {
    let g = Scenario::new().field(A, &["TST-002"]).build();
    assert_eq!(g.view(B).sides[A].characters[0].card.number, "TST-002");
}

/// 3-7-3. キャラクターエリアにキャラクターカードを置くことを「登場」と呼びます。
#[test]
fn r3_7_3_placing_a_character_is_playing_it() {
    let mut g = Scenario::new().hand(A, &["TST-029"]).trash(A, &["TST-008"]).don(A, 4, 0).build();
    play!(g, hand_card(&g, A, "TST-029"));
    let ev = pick!(g, [g.find(A, Zone::Trash, "TST-008").unwrap()]);
    assert_eq!(draws(&ev, A), 1, "a character put on the field by an effect is played: [On Play]");
}

/// 3-8-1. 自身のステージカードを置く領域です。
#[test]
fn r3_8_1_stage_area() {
    let mut g = Scenario::new().hand(A, &["TST-017"]).don(A, 1, 0).build();
    play!(g, hand_card(&g, A, "TST-017"));
    assert_eq!(g.zone_of(g.stage(A).unwrap()), Some(Zone::Stage));
}

/// 3-8-2. ステージエリアは公開領域です。この領域のカードは表向きで置かれます。
#[test]
fn r3_8_2_stage_area_is_public() {
    let g = Scenario::new().stage(A, "TST-017").build();
    assert_eq!(g.view(B).sides[A].stage.as_ref().map(|s| s.card.number.clone()), Some("TST-017".into()));
}

/// 3-8-3. ステージエリアにステージカードを置くことを「登場」と呼びます。
#[test]
fn r3_8_3_placing_a_stage_is_playing_it() {
    let d = {
        let mut d = CardDef::vanilla("TST-S2", "Lantern Tower", CardKind::Stage, Colour::Red);
        d.cost = 0;
        d.abilities.push(auto(When::OnPlay, draw(1)));
        d
    };
    let mut g = Scenario::new().card(d).hand(A, &["TST-S2"]).build();
    let ev = play!(g, hand_card(&g, A, "TST-S2"));
    assert_eq!(draws(&ev, A), 1);
}

/// 3-8-4. ステージエリアにカードを置く場合、特に指定がない限り、アクティブで置きます。
#[test]
fn r3_8_4_stages_enter_active() {
    let mut g = Scenario::new().hand(A, &["TST-017"]).don(A, 1, 0).build();
    play!(g, hand_card(&g, A, "TST-017"));
    assert_eq!(g.is_rested(g.stage(A).unwrap()), Some(false));
}

/// 3-9-1. ドン!!カードが置かれる領域です。
#[test]
fn r3_9_1_cost_area_holds_don() {
    // The DON!! phase moves DON!! from the DON!! deck to the cost area (the first player's first
    // turn: 1, 6-4-1), and paying a cost rests them there: they stay in the cost area.
    let g = started_game(3);
    let tp = g.turn_player();
    assert_eq!(g.don(tp), (9, 1, 0), "one DON!! in the cost area, active");
    assert_eq!(g.view(tp.other()).sides[tp].don_active, 1, "the cost area is public (3-9-2)");
    let mut g = Scenario::new().hand(A, &["TST-001"]).don(A, 1, 0).build();
    let deck = g.don(A).0;
    play!(g, hand_card(&g, A, "TST-001"));
    assert_eq!(g.don(A), (deck, 0, 1), "paid: rested, still in the cost area");
}

/// 3-9-2. コストエリアは公開領域です。この領域のカードはいずれのプレイヤーも自由に内容を見ることができます。自身のコストエリアのカードの順番は、自身が自由に変えて構いません。コストを支払う際、好きなカードを選択することができます。
#[test]
fn r3_9_2_cost_area_is_public_and_any_don_pays() {
    let mut g = Scenario::new().hand(A, &["TST-002"]).don(A, 3, 1).build();
    assert_eq!(g.view(B).sides[A].don_active, 3);
    play!(g, hand_card(&g, A, "TST-002"));
    assert_eq!(g.don(A), (6, 1, 3));
}

/// 3-10-1. 自身のリーダーカードのライフが置かれる領域です。
#[test]
fn r3_10_1_life_zone() {
    let g = started_game(3);
    assert!(g.life(A).iter().all(|&c| g.zone_of(c) == Some(Zone::Life)));
}

/// 4-1-1. 効果とはカードのテキストを指します。
#[test]
fn r4_1_1_effects_are_card_text() {
    let mut g = Scenario::new().hand(A, &["TST-008"]).don(A, 2, 0).build();
    let deck = g.deck(A).len();
    let ev = play!(g, hand_card(&g, A, "TST-008"));
    assert!(ev.iter().any(|e| matches!(e, Event::AbilityActivated { ability: 0, .. })));
    assert_eq!(draws(&ev, A), 1, "the text '[On Play] Draw 1 card' is what happened");
    assert_eq!(g.deck(A).len(), deck - 1, "the card drawn came from the deck");
    // A card of the same cost without text: playing it does nothing more than play it.
    let mut g = Scenario::new().card(character("TST-Q01", 2, 2000, vec![])).hand(A, &["TST-Q01"]).don(A, 2, 0).build();
    let ev = play!(g, hand_card(&g, A, "TST-Q01"));
    assert_eq!(draws(&ev, A), 0, "no text, no effect");
}

/// 4-1-2. 効果には【起動メイン】【ブロッカー】【カウンター】【トリガー】などのキーワード効果が存在します。(10-1．参照)
#[test]
fn r4_1_2_keyword_effects() {
    let g = Scenario::new().field(A, &["TST-002"]).build();
    assert!(g.has_keyword(char_card(&g, A, "TST-002"), Keyword::Blocker));
    assert_eq!(g.view(A).sides[A].characters[0].keywords, vec![Keyword::Blocker]);
}

/// 4-2-1-1. カードテキストに、「持ち主」と表記されている場合、元々の所有者を意味します。
#[test]
fn r4_2_1_1_owner_means_the_original_owner() {
    let mut g = Scenario::new().hand(A, &["TST-022"]).field(B, &["TST-001"]).don(A, 4, 0).build();
    play!(g, hand_card(&g, A, "TST-022"));
    pick!(g, [char_card(&g, B, "TST-001")]);
    assert!(g.find(B, Zone::Hand, "TST-001").is_some());
}

/// 4-3-1. ターンプレイヤーとは、現在進行中のターンを進行しているプレイヤーを指します。
#[test]
fn r4_3_1_the_turn_player() {
    let g = Scenario::new().turn(7, B).build();
    assert_eq!(g.turn_player(), B);
    assert_eq!(g.decision_seat(), Some(B));
}

/// 4-3-2. 非ターンプレイヤーとは、現在進行しているターンを進行していないプレイヤーを指します。
#[test]
fn r4_3_2_the_non_turn_player() {
    let g = Scenario::new().turn(7, B).build();
    assert_eq!(g.legal_actions(A), vec![Action::Concede]);
}

/// 4-4-1-1. アクティブ：カードを自身から見て縦向きに置いた状態。
#[test]
fn r4_4_1_1_active() {
    // An active Character (upright) may attack; it is shown upright to both seats.
    let g = Scenario::new().field(A, &["TST-001"]).build();
    let c = char_card(&g, A, "TST-001");
    assert!(!g.view(B).sides[A].characters[0].rested);
    assert!(g.legal_actions(A).iter().any(|a| matches!(a, Action::DeclareAttack { attacker, .. } if *attacker == c)));
}

/// 4-4-1-2. レスト：カードを自身から見て横向きに置いた状態。
#[test]
fn r4_4_1_2_rested() {
    // A rested Character (sideways) cannot attack, is shown rested to both seats, and may be
    // attacked (7-1-1-2).
    let g = Scenario::new().field_rested(A, &["TST-001"]).field_rested(B, &["TST-002"]).build();
    let c = char_card(&g, A, "TST-001");
    assert!(g.view(B).sides[A].characters[0].rested);
    assert!(!g.legal_actions(A).iter().any(|a| matches!(a, Action::DeclareAttack { attacker, .. } if *attacker == c)));
    let mut g = Scenario::new().field(A, &["TST-004"]).field_rested(B, &["TST-002"]).build();
    let target = char_card(&g, B, "TST-002");
    assert!(g.legal_actions(A).iter().any(|a| matches!(a, Action::DeclareAttack { target: t, .. } if *t == target)));
    attack!(g, char_card(&g, A, "TST-004"), target);
}

/// 4-4-2. 例外として、付与されているドン‼カードはアクティブでもレストでもない状態です。
#[test]
fn r4_4_2_attached_don_is_neither_active_nor_rested() {
    let mut g = Scenario::new().don(A, 2, 0).build();
    ok!(g, A, Action::AttachDon { target: g.leader(A), count: 2 });
    let v = g.view(A);
    assert_eq!((v.sides[A].don_active, v.sides[A].don_rested, v.sides[A].leader.don), (0, 0, 2));
}

/// 4-5-1. 「カードを引く」とは、デッキの一番上のカードを他のプレイヤーに公開せずに自身の手札に移動する行動のひとつです。
#[test]
fn r4_5_1_drawing_is_not_revealed() {
    let mut g = Scenario::new().turn(4, B).build();
    end_turn(&mut g);
    let moved = g.view(B).log.into_iter().filter(|e| matches!(e, Event::Moved { from: Zone::Deck, to: Zone::Hand, .. })).collect::<Vec<_>>();
    assert!(!moved.is_empty());
    assert!(moved.iter().all(|e| matches!(e, Event::Moved { card: Hidden::Unknown, .. })));
}

/// 4-5-2. 「カード１枚を引く」と指示がある場合、指示されたプレイヤーは自身のデッキの一番上のカード１枚を、他のプレイヤーに公開せずに自身の手札に移動します。
#[test]
fn r4_5_2_draw_one_takes_the_top_card() {
    let mut g = Scenario::new().hand(A, &["TST-008"]).deck(A, &["TST-001", "TST-004"]).don(A, 2, 0).build();
    play!(g, hand_card(&g, A, "TST-008"));
    assert!(g.find(A, Zone::Hand, "TST-004").is_some());
}

/// 4-6-1. 「ダメージを与える」という行動を行うことをダメージ処理といいます。
#[test]
fn r4_6_1_dealing_damage() {
    let e = main_event("TST-K7", 0, Effect::DealDamage { side: Side::Opponent, count: 1 });
    let mut g = Scenario::new().card(e).hand(A, &["TST-K7"]).life(B, &["TST-001", "TST-001"]).build();
    let ev = play!(g, hand_card(&g, A, "TST-K7"));
    assert!(ev.contains(&Event::Damage { seat: B, amount: 1 }));
}

/// 4-7-1. カードのプレイとは、手札からコストを支払ってカードを発動もしくは登場させることを指します。
#[test]
fn r4_7_1_playing_means_from_hand_paying_the_cost() {
    let mut g = Scenario::new().hand(A, &["TST-002"]).don(A, 2, 0).build();
    let ev = play!(g, hand_card(&g, A, "TST-002"));
    assert!(ev.iter().any(|e| matches!(e, Event::Played { seat: Seat::A, .. })));
}

/// 4-7-2. 「カードをプレイできない」とは、手札からコストを支払ってカードを発動もしくは登場させることができないということです。
#[test]
fn r4_7_2_cannot_play_does_not_stop_effect_placement() {
    let stop = main_event("TST-K8", 0, Effect::Restrict { side: Side::You, what: PlayerRestriction::PlayCharacters, duration: Duration::ThisTurn });
    let revive = main_event("TST-KD", 0, Effect::Play { from: PlayFrom::Trash, filter: Filter::of_kind(CardKind::Character), up_to: 1, rested: false });
    let mut g = Scenario::new().card(stop).card(revive).hand(A, &["TST-K8", "TST-KD", "TST-001"]).trash(A, &["TST-002"]).don(A, 5, 0).build();
    play!(g, hand_card(&g, A, "TST-K8"));
    let c = hand_card(&g, A, "TST-001");
    assert!(!g.legal_actions(A).contains(&Action::PlayCard { card: c, replace: None }), "no playing from hand");
    play!(g, hand_card(&g, A, "TST-KD"));
    pick!(g, [g.find(A, Zone::Trash, "TST-002").unwrap()]);
    assert!(g.find(A, Zone::Character, "TST-002").is_some(), "an effect may still put a character on the field");
}

/// 4-8-2. 「N枚までを引く」は例外として 4-5-4の処理を行います。
#[test]
fn r4_8_2_draw_up_to_uses_the_draw_procedure() {
    let e = main_event("TST-K9", 0, Effect::Draw { amount: Amount::Fixed(1), up_to: true });
    let mut g = Scenario::new().card(e).hand(A, &["TST-K9"]).build();
    play!(g, hand_card(&g, A, "TST-K9"));
    assert!(matches!(kind(&g), Some(DecisionKind::YesNo { prompt: Prompt::DrawAnother, .. })));
}

/// 4-9-1. テキスト中に、「元々の」と表記する場合があります。
#[test]
fn r4_9_1_original_values() {
    let e = main_event("TST-KA", 0, Effect::Targeted { sel: Selector::up_to(1, Side::Opponent, Targetable::Character, Filter::any()), act: Act::SetBasePower(7000, Duration::ThisTurn) });
    let mut g = Scenario::new().card(e).hand(A, &["TST-KA"]).field_with_don(B, "TST-001", 0).build();
    play!(g, hand_card(&g, A, "TST-KA"));
    let t = char_card(&g, B, "TST-001");
    pick!(g, [t]);
    assert_eq!(g.power(t), Some(7000));
}

/// 4-9-2-1. 元々のパワーをある数値にする効果が複数あり、その効果の対象となるカードが同一であり、数値が異なる場合、数値の高い効果を適用します
#[test]
fn r4_9_2_1_highest_base_power_applies() {
    let set = |n: &str, v: i32| main_event(n, 0, Effect::Targeted { sel: Selector::up_to(1, Side::Opponent, Targetable::Character, Filter::any()), act: Act::SetBasePower(v, Duration::ThisTurn) });
    let mut g = Scenario::new().card(set("TST-KB", 6000)).card(set("TST-KC", 3000)).hand(A, &["TST-KB", "TST-KC"]).field(B, &["TST-001"]).build();
    let t = char_card(&g, B, "TST-001");
    play!(g, hand_card(&g, A, "TST-KB"));
    pick!(g, [t]);
    play!(g, hand_card(&g, A, "TST-KC"));
    pick!(g, [t]);
    assert_eq!(g.power(t), Some(6000));
}

/// 4-9-2-2. 元々のコストをある数値にする効果が複数あり、その効果の対象となるカードが同一であり、数値が異なる場合、数値の高い効果を適用します。
#[test]
fn r4_9_2_2_highest_base_cost_applies() {
    let set = |n: &str, v: i32| main_event(n, 0, Effect::Targeted { sel: Selector::up_to(1, Side::Opponent, Targetable::Character, Filter::any()), act: Act::SetBaseCost(v, Duration::ThisTurn) });
    let mut g = Scenario::new().card(set("TST-KB", 5)).card(set("TST-KC", 2)).hand(A, &["TST-KB", "TST-KC"]).field(B, &["TST-001"]).build();
    let t = char_card(&g, B, "TST-001");
    play!(g, hand_card(&g, A, "TST-KB"));
    pick!(g, [t]);
    play!(g, hand_card(&g, A, "TST-KC"));
    pick!(g, [t]);
    assert_eq!(g.cost(t), Some(5));
}

/// 4-11-2. 「離れる」とは、あるカードが置かれている領域から別の領域へ移動することを指します。
#[test]
fn r4_11_2_leaving_is_moving_to_another_zone() {
    let mut g = Scenario::new().hand(A, &["TST-023"]).field(B, &["TST-001"]).don(A, 3, 0).build();
    play!(g, hand_card(&g, A, "TST-023"));
    let t = char_card(&g, B, "TST-001");
    pick!(g, [t]);
    assert_eq!(g.zone_of(t), None);
    assert_eq!(g.number_of(g.deck(B)[0]), Some("TST-001"), "at the bottom of the owner's deck");
}

fn also(n: &str, x: Extra) -> CardDef {
    let mut d = character(n, 1, 1000, vec![Ability::AlsoHas(x)]);
    d.traits.clear();
    d
}

/// 2-1-3. 例外として、テキスト中でカード名を得るカードがあります。それは、そのカードが本来持つように扱い、デッキ構築時や非公開領域にある場合でも有効です。
#[test]
fn r2_1_3_a_gained_name_counts_in_deck_building() {
    let mut db = testkit::card_db();
    db.insert(also("TST-Z01", Extra::Name("Forbidden Twin".into())));
    let mut leader = db.by_number("TST-L01").unwrap().clone();
    leader.number = "TST-LZ".into();
    leader.abilities.push(Ability::DeckRule(DeckRule::CannotInclude(Filter { name: Some(NameMatch::Exact("Forbidden Twin".into())), ..Filter::any() })));
    db.insert(leader);
    let mut deck = testkit::deck_a();
    deck.leader = "TST-LZ".into();
    deck.main[0] = "TST-Z01".into();
    let setup = GameSetup { cards: db, decks: ByPlayer::new(deck, testkit::deck_b()), seed: 1, options: SetupOptions::default() };
    let e = Game::new(setup).err().unwrap_or_default();
    assert!(e.contains(&SetupError::ForbiddenByLeader { seat: A, number: "TST-Z01".into() }));
}

/// 2-4-4. 例外として、テキスト中で特徴を得るカードがあります。それはそのカードが本来持つように扱い、デッキ構築時や非公開領域にある場合でも有効です。
#[test]
fn r2_4_4_a_gained_trait_counts_in_hidden_zones() {
    let mut g = Scenario::new().card(also("TST-Z02", Extra::Trait("Test Crew".into()))).hand(A, &["TST-015"]).deck(A, &["TST-090", "TST-Z02"]).don(A, 2, 0).build();
    play!(g, hand_card(&g, A, "TST-015"));
    assert_eq!(candidates(&g), vec!["TST-Z02"], "found in the deck by its gained type");
}

/// 2-5-7. 例外として、テキスト中に属性を得るカードがあります。それはそのカードが本来持つように扱い、デッキ構築時や非公開領域にある場合でも有効です。
#[test]
fn r2_5_7_a_gained_attribute_counts_in_hand() {
    let f = main_event("TST-Z03", 0, Effect::MoveChosen { side: Side::You, from: Pile::Hand, by: Side::You, count: 1, up_to: true, filter: Filter { attribute: Some(Attribute::Wisdom), ..Filter::any() }, to: Dest::Trash });
    let mut g = Scenario::new().card(f).card(also("TST-Z04", Extra::Attribute(Attribute::Wisdom))).hand(A, &["TST-Z03", "TST-Z04", "TST-001"]).build();
    play!(g, hand_card(&g, A, "TST-Z03"));
    assert_eq!(candidates(&g), vec!["TST-Z04"]);
}

/// 8-1-3-3-3. 「永続効果」には、「ルール上」と表記されている場合があり、その場合、その効果は非公開領域に存在する場合でも有効であり、その効果を発生し続けます。
#[test]
fn r8_1_3_3_3_rule_wise_permanent_effects_work_in_hidden_zones() {
    let look = main_event("TST-Z05", 0, Effect::Search { look: 3, filter: Filter { name: Some(NameMatch::Exact("Hidden Alias".into())), ..Filter::any() }, up_to: 1, pick_to: PickTo::Hand, rest: RestTo::BottomAnyOrder, reveal: false });
    let mut g = Scenario::new().card(look).card(also("TST-Z06", Extra::Name("Hidden Alias".into()))).hand(A, &["TST-Z05"]).deck(A, &["TST-001", "TST-Z06"]).build();
    play!(g, hand_card(&g, A, "TST-Z05"));
    assert_eq!(candidates(&g), vec!["TST-Z06"]);
}

/// 5-1-2-3 changed by a card's own rule (ルール上, 8-1-3-3-3): "Under the rules of this game, you
/// may have any number of this card in your deck." (ルール上、このカードはデッキに何枚でも入れる
/// ことができる) — ten copies of such a card pass the deck check; five of a card without it do
/// not; the colour rule (5-1-2-2) still holds for it.
#[test]
fn r5_1_2_3_a_card_of_which_any_number_may_be_in_the_deck() {
    let mut db = testkit::card_db();
    let mut many = also("TST-Z09", Extra::AnyNumberInDeck);
    many.colours = db.by_number("TST-001").unwrap().colours.clone();
    db.insert(many.clone());
    let mut off_colour = many;
    off_colour.number = "TST-Z10".into();
    off_colour.colours = db.by_number("TST-090").unwrap().colours.clone();
    db.insert(off_colour);
    let with = |n: &str, k: usize| {
        let mut deck = testkit::deck_a();
        for slot in deck.main.iter_mut().take(k) {
            *slot = n.into();
        }
        let setup = GameSetup { cards: db.clone(), decks: ByPlayer::new(deck, testkit::deck_b()), seed: 1, options: SetupOptions::default() };
        Game::new(setup).err().unwrap_or_default()
    };
    assert_eq!(with("TST-Z09", 10), vec![], "ten copies allowed by the card's rule");
    assert!(with("TST-002", 5).iter().any(|e| matches!(e, SetupError::TooManyCopies { number, allowed: 4, .. } if number == "TST-002")), "the usual limit for another card");
    assert!(with("TST-Z10", 10).contains(&SetupError::ColourNotAllowed { seat: A, number: "TST-Z10".into() }), "the colour rule still applies");
}
