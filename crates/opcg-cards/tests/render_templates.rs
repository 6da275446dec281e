//! The product renderer (`opcg_cards::render`) writes the engine's test cards in the official
//! English templates (these assertions moved here from the engine, whose own English renderer
//! is gone).
use game_core::Lang;
use opcg_cards::render::render_card;
use opcg_engine::testkit;

fn text(n: &str) -> String {
    let Some(d) = testkit::card_db().by_number(n).cloned() else { return String::new() };
    let (effect, trigger) = render_card(&d, Lang::En);
    match trigger {
        Some(t) => format!("{effect}\n{t}"),
        None => effect,
    }
}

#[test]
fn renders_the_usual_templates() {
    assert_eq!(text("TST-009"), "[On Play] K.O. up to 1 of your opponent's Characters with a cost of 3 or less.");
    assert_eq!(text("TST-010"), "[DON!! x1] [When Attacking] Give up to 1 of your opponent's Characters −2000 power during this turn.");
    assert_eq!(text("TST-011"), "[Activate: Main] [Once Per Turn] You may rest 1 of your DON!! cards: Draw 1 card.");
    assert_eq!(text("TST-012"), "[Opponent's Turn] This Character gains +1000 power.");
    assert_eq!(text("TST-013"), "[On K.O.] Draw 1 card.");
    assert_eq!(text("TST-024"), "[On Play] Rest up to 1 of your opponent's Characters with a cost of 4 or less.\n[Trigger] Play this card.");
    assert_eq!(text("TST-030"), "[Counter] Up to 1 of your Leader or Character cards gains +4000 power during this battle.\n[Trigger] Draw 1 card.");
    assert_eq!(text("TST-026"), "[On Play] You may trash 1 card from your hand: Draw 2 cards.");
    assert_eq!(text("TST-014"), "If this Character would be K.O.'d, you may rest 1 of your DON!! cards instead.");
    assert_eq!(
        text("TST-019"),
        "[On Your Opponent's Attack] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): Up to 1 of your Leader or Character cards gains +2000 power during this battle."
    );
    assert_eq!(text("TST-016"), "This Character gains +1000 power for every 2 cards in your trash.");
    assert_eq!(text("TST-032"), "[Main] Draw 2 cards. Then, trash 1 card from your hand.");
    assert_eq!(
        text("TST-015"),
        "[On Play] Look at 5 cards from the top of your deck; reveal up to 1 {Test Crew} type card other than [Scout Captain] and add it to your hand. Then, place the rest at the bottom of your deck in any order."
    );
    assert_eq!(text("TST-002"), "[Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.)");
}

#[test]
fn every_test_card_renders_in_both_languages() {
    for d in testkit::cards() {
        for lang in [Lang::En, Lang::Ja] {
            let (effect, trigger) = render_card(&d, lang);
            let has_text = !d.abilities.is_empty() || !d.keywords.is_empty();
            assert_eq!(!effect.trim().is_empty(), has_text, "{} {lang:?}", d.number);
            assert_eq!(trigger.is_some(), d.trigger.is_some(), "{} {lang:?}", d.number);
            assert!(effect.lines().all(|l| !l.trim().is_empty()), "{} {lang:?}: empty line in {effect:?}", d.number);
        }
    }
}

#[test]
fn a_text_printed_without_reminders_renders_back_without_them() {
    use opcg_cards::compile::compile_text;
    use opcg_cards::render::{render_card_hinted, Hints};
    let bare = Hints { reminders: false, ..Hints::default() };
    assert_eq!(Hints::of_text("[Blocker]\n[On Play] DON!! \u{2212}1: Draw 1 card.", Lang::En), bare);
    assert_eq!(Hints::of_text("[Blocker] (After …)", Lang::En), Hints::default());
    let db = testkit::card_db();
    let render = |n: &str, lang| render_card_hinted(db.by_number(n).unwrap(), bare, lang).0;
    assert_eq!(render("TST-002", Lang::En), "[Blocker]");
    assert_eq!(render("TST-002", Lang::Ja), "【ブロッカー】");
    let en = render("TST-019", Lang::En);
    assert_eq!(en, "[On Your Opponent's Attack] DON!! \u{2212}1: Up to 1 of your Leader or Character cards gains +2000 power during this battle.");
    let ja = render("TST-019", Lang::Ja);
    assert!(ja.starts_with("【相手のアタック時】ドン‼-1："), "{ja}");
    // the bare text reads as the same effect
    for (text, lang) in [(en, Lang::En), (ja, Lang::Ja)] {
        let c = compile_text(&text, lang);
        assert!(c.unread.is_empty(), "{text}: {:?}", c.unread);
        assert_eq!(c.abilities, db.by_number("TST-019").unwrap().abilities, "{text}");
    }
}

/// A printing variant the text uses (older and newer lists word a few things differently) is
/// kept as a render hint; without the hint the canonical form is written.
#[test]
fn a_printing_variant_renders_back_as_printed() {
    use opcg_cards::compile::compile_text;
    use opcg_cards::render::{render_card, render_card_hinted, Hints};
    use opcg_engine::{CardDef, CardKind, Colour};
    for (canonical, variant, lang) in [
        (
            "[On Play] Look at 5 cards from the top of your deck and play up to 1 {Sky Pirates} type Character card with a cost of 3 or less. Then, place the rest at the bottom of your deck in any order.",
            "[On Play] Look at 5 cards from the top of your deck; play up to 1 {Sky Pirates} type Character card with a cost of 3 or less. Then, place the rest at the bottom of your deck in any order.",
            Lang::En,
        ),
        ("【登場時】ドン‼デッキからドン‼1枚までを、レストで追加する。", "【登場時】ドン‼デッキからドン‼1枚までをレストで追加する。", Lang::Ja),
        (
            "[Your Turn] [Once Per Turn] When a DON!! card on your field is returned to your DON!! deck, this Character gains +1000 power during this turn.",
            "[Your Turn] [Once Per Turn] When a DON!! card on the field is returned to your DON!! deck, this Character gains +1000 power during this turn.",
            Lang::En,
        ),
        (
            "【自分のターン中】【ターン1回】自分の場のドン‼がドン‼デッキに戻された時、このキャラは、このターン中、パワー+1000。",
            "【自分のターン中】【ターン1回】場のドン‼がドン‼デッキに戻された時、このキャラは、このターン中、パワー+1000。",
            Lang::Ja,
        ),
        (
            "[On Play] Trash up to 1 card from the top of your opponent's Life cards.",
            "[On Play] Trash up to 1 of your opponent's Life cards.",
            Lang::En,
        ),
        ("【登場時】相手のライフの上から1枚までを、トラッシュに置く。", "【登場時】相手のライフ1枚までをトラッシュに置く。", Lang::Ja),
        ("【カウンター】自分のリーダーを、このバトル中、パワー+2000。", "【カウンター】自分のリーダーは、このバトル中、パワー+2000。", Lang::Ja),
        (
            "[Activate: Main] [Once Per Turn] You may trash 1 card from your hand: Draw 1 card.",
            "[Activate: Main] [Once Per Turn] You can trash 1 card from your hand: Draw 1 card.",
            Lang::En,
        ),
        ("【アタック時】自分のキャラ1枚を持ち主の手札に戻すことができる：カード1枚を引く。", "【アタック時】自分のキャラ1枚を、持ち主の手札に戻すことができる：カード1枚を引く。", Lang::Ja),
        (
            "[Counter] Give up to 2 of your opponent's Leader or Character cards \u{2212}3000 power during this turn.",
            "[Counter] Give up to a total of 2 of your opponent's Leader or Character cards \u{2212}3000 power during this turn.",
            Lang::En,
        ),
        ("【カウンター】相手のリーダーかキャラ2枚までを、このターン中、パワー-3000。", "【カウンター】相手のリーダーかキャラ合計2枚までを、このターン中、パワー-3000。", Lang::Ja),
        ("【メイン】相手の場のドン‼が6枚以上ある場合、カード1枚を引く。", "【メイン】相手の場にドン‼が6枚以上ある場合、カード1枚を引く。", Lang::Ja),
        (
            "[Activate: Main] [Once Per Turn] Give up to 1 rested DON!! card to your Leader or 1 of your Characters.",
            "[Activate: Main] [Once Per Turn] Give this Leader or 1 of your Characters up to 1 rested DON!! card.",
            Lang::En,
        ),
        ("【起動メイン】【ターン1回】自分のリーダーかキャラ1枚にレストのドン‼1枚までを、付与する。", "【起動メイン】【ターン1回】このリーダーか自分のキャラ1枚にレストのドン‼1枚までを、付与する。", Lang::Ja),
        (
            "[On K.O.] Play up to 1 [Harbor Lookout] with a cost of 4 or less from your deck, then shuffle your deck.",
            "[On K.O.] Play up to 1 [Harbor Lookout] with a cost of 4 or less from your deck. Then, shuffle your deck.",
            Lang::En,
        ),
        (
            "【KO時】自分のデッキからコスト4以下の「港の見張り」1枚までを、登場させ、デッキをシャッフルする。",
            "【KO時】自分のデッキからコスト4以下の「港の見張り」1枚までを、登場させる。その後、デッキをシャッフルする。",
            Lang::Ja,
        ),
        (
            "[On Play] Add up to 1 blue Event with a cost of 1 from your trash to your hand.",
            "[On Play] Add up to 1 blue Event card with a cost of 1 from your trash to your hand.",
            Lang::En,
        ),
        (
            "【登場時】自分のトラッシュからコスト2以下の特徴《洞窟海賊団》を持つキャラカード1枚までを、登場させる。",
            "【登場時】自分のトラッシュのコスト2以下の特徴《洞窟海賊団》を持つキャラカード1枚までを、登場させる。",
            Lang::Ja,
        ),
    ] {
        let c = compile_text(variant, lang);
        assert!(c.unread.is_empty(), "{variant}");
        assert_eq!(c, compile_text(canonical, lang), "the same reading");
        let mut d = CardDef::vanilla("TST-V01", "Variant", CardKind::Character, Colour::Red);
        d.abilities = c.abilities;
        assert_eq!(render_card(&d, lang).0, canonical);
        assert_eq!(render_card_hinted(&d, Hints::of_text(variant, lang), lang).0, variant);
        assert_eq!(render_card_hinted(&d, Hints::of_text(canonical, lang), lang).0, canonical);
    }
}

/// Wording hints: where the keyword lines are, a trailing condition, the clause joiner, and
/// "DON!! −1, You may …" when no reminder is printed.
#[test]
fn wording_hints_render_back_as_printed() {
    use opcg_cards::compile::compile_text;
    use opcg_cards::render::{render_card, render_card_hinted, Hints};
    use opcg_engine::{CardDef, CardKind, Colour};
    for (text, lang) in [
        ("If you have 2 or less Life cards, this Character gains +1000 power.\n[Blocker]", Lang::En),
        ("自分のライフが2枚以下の場合、このキャラのパワー+1000。\n【ブロッカー】", Lang::Ja),
        ("[On Play] Draw 1 card if you have 5 or less cards in your hand.", Lang::En),
        ("[On Play] K.O. up to 1 of your opponent's Characters with a cost of 2 or less, then add up to 1 DON!! card from your DON!! deck and rest it.", Lang::En),
        ("[On Play] K.O. up to 1 of your opponent's Characters with a cost of 2 or less, and add up to 1 DON!! card from your DON!! deck and rest it.", Lang::En),
        ("[On Play] DON!! \u{2212}1, You may rest this Character: Draw 2 cards.", Lang::En),
        // a named card printed before the other alternative
        ("[On Play] Look at 5 cards from the top of your deck; reveal up to 1 [Harbor Lookout] or red Event and add it to your hand. Then, place the rest at the bottom of your deck in any order.", Lang::En),
        ("【登場時】自分のデッキの上から5枚を見て、「港の見張り」か赤のイベント1枚までを公開し、手札に加える。その後、残りを好きな順番でデッキの下に置く。", Lang::Ja),
        // "other than [Name]" printed before the cost limit
        ("[On Play] Play up to 1 {Sky Pirates} type Character card other than [Harbor Lookout] with a cost of 4 or less from your hand.", Lang::En),
        ("[On Play] Return up to 1 Character with a cost of 3 or less to the owner's hand, and you may trash 2 cards from the top of your deck.", Lang::En),
        // abilities glued on one line
        ("[Rush] (This card can attack on the turn in which it is played.)[When Attacking] Draw 1 card.", Lang::En),
        ("[On Play] Look at 5 cards from the top of your deck; reveal up to 1 [Gold Nose] or {Cave Pirates} type card and add it to your hand. Then, place the rest at the bottom of your deck in any order.", Lang::En),
        // the rest of a search to the top or bottom, "in any order" / 「好きな順番に並び替え、」
        ("[On Play] Look at 5 cards from the top of your deck; reveal up to 1 {Sky Pirates} type card and add it to your hand. Then, place the rest at the top or bottom of the deck in any order.", Lang::En),
        ("【登場時】自分のデッキの上から5枚を見て、特徴《空賊》を持つカード1枚までを公開し、手札に加える。その後、残りを好きな順番に並び替え、デッキの上か下に置く。", Lang::Ja),
        ("【登場時】自分のデッキの上から5枚を見て、特徴《空賊》を持つカード1枚までを公開し、手札に加える。その後、残りを好きな順番で並び替え、デッキの上か下に置く。", Lang::Ja),
        // Characters "on your field" / 「自分の場に」
        ("[Main] If you have 2 or more {Sky Pirates} or {Navy} type Characters on your field, draw 1 card.", Lang::En),
        ("【メイン】自分の場に特徴《空賊》か《海軍》を持つキャラが2枚以上いる場合、カード1枚を引く。", Lang::Ja),
    ] {
        let c = compile_text(text, lang);
        assert!(c.unread.is_empty(), "{text}: {:?}", c.unread);
        let mut d = CardDef::vanilla("TST-V02", "Wording", CardKind::Character, Colour::Red);
        d.abilities = c.abilities;
        d.keywords = c.keywords;
        let hints = Hints::of_text(text, lang);
        assert_ne!(hints, Hints::default(), "{text}: some hint is recorded");
        assert_eq!(render_card_hinted(&d, hints, lang).0, text);
        assert_ne!(render_card(&d, lang).0, text, "the canonical form differs");
    }
}

/// The printing hints keep one bit per variant, sized from the tables: the last entry of each
/// table (past the 64th of a `u64` too) is recorded and written back.
#[test]
fn every_variant_of_the_tables_has_its_hint_bit() {
    use opcg_cards::render::{VariantSet, VARIANTS_EN, VARIANTS_JA};
    for table in [VARIANTS_EN, VARIANTS_JA] {
        let mut set = VariantSet::EMPTY;
        for i in 0..table.len() {
            assert!(!set.contains(i));
            set.insert(i);
            assert!(set.contains(i), "entry {i} of {}", table.len());
        }
        assert!(!set.is_empty());
    }
    // an index past the tables is ignored, never a panic
    let mut past = VariantSet::EMPTY;
    past.insert(usize::MAX);
    assert!(past.is_empty() && !past.contains(usize::MAX));
}
