//! Issue #10's searches, reveals and hand sizes: made-up texts in the templated wording of each family read
//! fully, write back as printed, and read alike in both languages (the pairs below are the same
//! card in English and Japanese).

use game_core::Lang;
use opcg_cards::compile::compile_text;
use opcg_cards::render::{render_abilities, render_card_hinted, Hints};

/// (English, Japanese) of one made-up card text.
const PAIRS: &[(&str, &str)] = &[
    // a pick with no condition and no "reveal" (PickTo::HandUnrevealed)
    (
        "[On Play] Look at 3 cards from the top of your deck and add up to 1 card to your hand. Then, place the rest at the bottom of your deck in any order.",
        "【登場時】自分のデッキの上から3枚を見て、カード1枚までを手札に加える。その後、残りを好きな順番でデッキの下に置く。",
    ),
    (
        "[Main] Look at 5 cards from the top of your deck and add up to 2 cards to your hand. Then, place the rest at the top or bottom of your deck.",
        "【メイン】自分のデッキの上から5枚を見て、カード2枚までを手札に加える。その後、残りをデッキの上か下に置く。",
    ),
    // alternatives with an attribute and a colour in one pick
    (
        "[On Play] Look at 5 cards from the top of your deck; reveal up to 1 <Slash> attribute card or green Event and add it to your hand. Then, place the rest at the bottom of your deck in any order.",
        "【登場時】自分のデッキの上から5枚を見て、属性(斬)を持つカードか緑のイベント1枚までを公開し、手札に加える。その後、残りを好きな順番でデッキの下に置く。",
    ),
    // hand sizes
    (
        "[Counter] Draw cards so that you have 2 cards in your hand.",
        "【カウンター】自分の手札が2枚になるようにカードを引く。",
    ),
    (
        "[Main] Draw 1 card. Then, you and your opponent trash cards from your hands until you each have 4 cards in your hands.",
        "【メイン】カード1枚を引く。その後、お互いは手札が4枚になるように、自身の手札を捨てる。",
    ),
];

/// Texts as some printings word them: they read like the pair's text and write back as printed.
const PRINTINGS: &[(&str, Lang)] = &[
    ("【登場時】デッキの上から3枚を見て、1枚までを手札に加える。その後、残りを好きな順番でデッキの下に置く。", Lang::Ja),
    ("[On Play] Look at 3 cards from the top of your deck and add up to 1 card to your hand. Then, place the rest at the top or bottom of the deck in any order.", Lang::En),
    ("【登場時】自分のデッキの上から3枚を見て、カード1枚までを手札に加える。その後、残りを好きな順番に並び替え、デッキの上か下に置く。", Lang::Ja),
];

fn read_fully(text: &str, lang: Lang) -> opcg_cards::compile::Compiled {
    let c = compile_text(text, lang);
    assert!(c.unread.is_empty(), "unread in {text:?}: {:?}", c.unread);
    assert!(!c.abilities.is_empty(), "nothing read in {text:?}");
    c
}

#[test]
fn each_family_round_trips_and_reads_alike_in_both_languages() {
    for (en, ja) in PAIRS {
        let e = read_fully(en, Lang::En);
        let j = read_fully(ja, Lang::Ja);
        assert_eq!(render_abilities(&e.abilities, &e.keywords, Lang::En), *en);
        assert_eq!(render_abilities(&j.abilities, &j.keywords, Lang::Ja), *ja);
        assert_eq!(format!("{:?}", e.abilities), format!("{:?}", j.abilities), "{en} / {ja}");
    }
}

#[test]
fn printings_read_like_the_canonical_text_and_write_back_as_printed() {
    for (text, lang) in PRINTINGS {
        let c = read_fully(text, *lang);
        let def = opcg_engine::CardDef { abilities: c.abilities.clone(), ..opcg_engine::CardDef::vanilla("TST-1", "x", opcg_engine::CardKind::Character, opcg_engine::Colour::Red) };
        assert_eq!(render_card_hinted(&def, Hints::of_text(text, *lang), *lang).0, *text);
    }
}

/// The same card printed in both languages, each with its printing's words: read alike, each
/// written back as printed.
const PRINTED_PAIRS: &[(&str, &str)] = &[
    // conditions on the revealed card ("the revealed card" / 「公開したカード」, Condition::ChosenIs)
    (
        "[Counter] Reveal 1 card from the top of your deck. If the revealed card has a cost of 3 or more, return up to 1 of your Characters to the owner's hand. Then, place the revealed card at the bottom of your deck.",
        "【カウンター】自分のデッキの上から1枚を公開し、公開したカードがコスト3以上だった場合、自分のキャラ1枚までを、持ち主の手札に戻す。その後、公開したカードをデッキの下に置く。",
    ),
    (
        "[When Attacking] Reveal 1 card from the top of your deck. If the revealed card is a Character card with 5000 power or more, this Character gains +2000 power during this turn. Then, place the revealed card at the bottom of your deck.",
        "【アタック時】自分のデッキの上から1枚を公開し、公開したカードがパワー5000以上のキャラカードだった場合、このキャラは、このターン中、パワー+2000。その後、公開したカードをデッキの下に置く。",
    ),
    // a condition on the chosen card, and "that Character" / 「そのキャラ」 for it
    (
        "[Counter] Up to 1 of your {Harbor Crew} type Leader or Character cards gains +3000 power during this battle. If that card is a Character, that Character cannot be K.O.'d during this turn.",
        "【カウンター】自分の特徴《港の一味》を持つ、リーダーかキャラ1枚までを、このバトル中、パワー+3000。そのカードがキャラの場合、そのキャラは、このターン中、KOされない。",
    ),
];

#[test]
fn printed_pairs_read_alike_and_write_back_as_printed() {
    for (en, ja) in PRINTED_PAIRS {
        let e = read_fully(en, Lang::En);
        let j = read_fully(ja, Lang::Ja);
        let norm = |s: String| s.replace("Harbor Crew", "港の一味");
        assert_eq!(norm(format!("{:?}", e.abilities)), format!("{:?}", j.abilities), "{en} / {ja}");
        for (text, lang, c) in [(en, Lang::En, &e), (ja, Lang::Ja, &j)] {
            let def = opcg_engine::CardDef { abilities: c.abilities.clone(), ..opcg_engine::CardDef::vanilla("TST-1", "x", opcg_engine::CardKind::Character, opcg_engine::Colour::Red) };
            assert_eq!(render_card_hinted(&def, Hints::of_text(text, lang), lang).0, **text);
        }
    }
}
