//! Issue #10's replacement effects (置換効果), protections and battle timings, and the starter-deck
//! families of session 11: invented texts in the printed templates, each read, written back as
//! printed and read the same in both languages (the engine carries each out:
//! `crates/opcg-engine/tests/replacements_and_protections.rs`, `starter_deck_families.rs`).

use game_core::Lang;
use opcg_cards::compile::compile_text;
use opcg_cards::render::render_abilities;

/// (English, Japanese) of one ability, the same meaning.
const PAIRS: &[(&str, &str)] = &[
    // worded self-K.O. timings and the battle K.O.
    (
        "When this Character is K.O.'d by your opponent's effect, draw 1 card.",
        "このキャラが相手の効果でKOされた時、カード1枚を引く。",
    ),
    (
        "[Opponent's Turn] When this Character is K.O.'d by an effect, up to 1 of your Leader gains +1000 power during this turn.",
        "【相手のターン中】このキャラが効果でKOされた時、自分のリーダー1枚までを、このターン中、パワー+1000。",
    ),
    ("When this Character is K.O.'d, draw 1 card.", "このキャラがKOされた時、カード1枚を引く。"),
    (
        "[DON!! x1] When this Character battles and K.O.'s your opponent's Character, draw 1 card.",
        "【ドン‼×1】このキャラのバトルによって相手のキャラをKOした時、カード1枚を引く。",
    ),
    // replacement events
    (
        "If this Character would be removed from the field by your opponent's effect or K.O.'d, trash this Character and draw 2 cards instead.",
        "このキャラがKOされる場合か、相手の効果で場を離れる場合、代わりにこのキャラをトラッシュに置き、カード2枚を引く。",
    ),
    (
        "[Once Per Turn] If this Character would be removed from the field by your opponent's effect or K.O.'d, you may trash 1 card from your hand instead.",
        "【ターン1回】このキャラがKOされる場合か、相手の効果で場を離れる場合、代わりに自分の手札1枚を捨てることができる。",
    ),
];

fn read_back(text: &str, lang: Lang) -> String {
    let c = compile_text(text, lang);
    assert!(c.unread.is_empty(), "unread in {text:?}: {:?}", c.unread);
    assert!(!c.abilities.is_empty(), "nothing read in {text:?}");
    assert_eq!(render_abilities(&c.abilities, &c.keywords, lang), text, "written back");
    format!("{:?}", c.abilities)
}

#[test]
fn replacement_protection_and_battle_families_round_trip_in_both_languages_alike() {
    for (en, ja) in PAIRS {
        assert_eq!(read_back(en, Lang::En), read_back(ja, Lang::Ja), "{en} / {ja}");
    }
}

/// Protections: one prohibition per line, or a prohibition and a keyword or power on one line.
const PROTECTIONS: &[(&str, &str)] = &[
    ("This Character cannot be K.O.'d in battle by <Slash> attribute cards.", "このキャラは属性(斬)を持つカードとのバトルでKOされない。"),
    ("[DON!! x1] This Character cannot be K.O.'d in battle by <Wisdom> attribute Characters.", "【ドン‼×1】このキャラは属性(知)を持つキャラとのバトルでKOされない。"),
    ("This Character cannot be removed from the field by your opponent's effects.", "このキャラは相手の効果で場を離れない。"),
    ("[Opponent's Turn] This Character cannot be K.O.'d by your opponent's effects and gains [Blocker].", "【相手のターン中】このキャラは相手の効果でKOされず、【ブロッカー】を得る。"),
    (
        "If you have 2 or less Life cards, this Character cannot be K.O.'d in battle by <Strike> attribute cards and gains +1000 power.",
        "自分のライフが2枚以下の場合、このキャラは属性(打)を持つカードとのバトルでKOされず、パワー+1000。",
    ),
    ("This Character cannot be removed from the field by your opponent's effects and gains +2000 power.", "このキャラは相手の効果で場を離れず、パワー+2000。"),
];

#[test]
fn protections_round_trip_in_both_languages_alike() {
    for (en, ja) in PROTECTIONS {
        assert_eq!(read_back(en, Lang::En), read_back(ja, Lang::Ja), "{en} / {ja}");
    }
}

/// The full-width attribute brackets of some printings read like the half-width ones.
#[test]
fn full_width_attribute_brackets_of_a_protection_read_the_same() {
    let read = |t: &str, lang| {
        let c = compile_text(t, lang);
        assert!(c.unread.is_empty(), "unread in {t:?}: {:?}", c.unread);
        format!("{:?}", c.abilities)
    };
    let half = read_back("This Character cannot be K.O.'d in battle by <Ranged> attribute Characters.", Lang::En);
    assert_eq!(read("This Character cannot be K.O.'d in battle by ＜Ranged＞ attribute Characters.", Lang::En), half);
    assert_eq!(read("このキャラは属性（射）を持つキャラとのバトルでKOされない。", Lang::Ja), half);
}

/// Printings of a replacement's event read like the canonical wording and are written back as
/// printed through the hints: 「効果によってKOされる場合」 for 「効果でKOされる場合」; the
/// full-width attribute brackets of a protection.
#[test]
fn printings_are_written_back_as_printed() {
    use opcg_cards::render::{render_card_hinted, Hints};
    use opcg_engine::{CardDef, CardKind, Colour};
    let cases: &[(&str, &str, Lang)] = &[
        ("このキャラが効果によってKOされる場合、代わりに自分の手札1枚を捨てることができる。", "このキャラが効果でKOされる場合、代わりに自分の手札1枚を捨てることができる。", Lang::Ja),
        ("This Character cannot be K.O.'d in battle by ＜Ranged＞ attribute Characters.", "This Character cannot be K.O.'d in battle by <Ranged> attribute Characters.", Lang::En),
    ];
    for (printed, canonical, lang) in cases {
        let (a, b) = (compile_text(printed, *lang), compile_text(canonical, *lang));
        assert!(a.unread.is_empty() && b.unread.is_empty(), "{printed:?} {:?} / {canonical:?} {:?}", a.unread, b.unread);
        assert_eq!(a.abilities, b.abilities, "{printed} / {canonical}");
        let def = CardDef { abilities: a.abilities.clone(), ..CardDef::vanilla("TST-1", "x", CardKind::Character, Colour::Red) };
        assert_eq!(render_card_hinted(&def, Hints::of_text(printed, *lang), *lang).0, *printed);
        assert_eq!(render_card_hinted(&def, Hints::default(), *lang).0, *canonical);
    }
}

/// Starter-deck families of issue #10 (session 11): battle timings ("If this Character battles
/// your opponent's Character" at the battle's end, 7-1-5-2; "When this Character battles <X>
/// attribute Characters"), "If a Character is rested by your effect", your typed Leaders and
/// Characters, "that Character" after the clause that chose it, DON!! added rested after costs
/// joined by 「，」, "you may rest 1 of your Characters …" (「…をレストにできる。そうした場合」),
/// "If you have a \[A\] or \[B\] Character" (「自分のキャラの、「A」か「B」がいる場合」), "if you do
/// not have 5 Characters with …" (「…キャラが5枚いない場合」), "a {A} type card or card with a type
/// including "B"" (「特徴《A》か『B』を含む特徴を持つカード」), "all Characters with a cost of 3 to 4
/// cannot attack" (both players' Characters; 「…キャラすべては、アタックできない」) — in their
/// canonical wordings.
const STARTER_DECK_PAIRS: &[(&str, &str)] = &[
    (
        "[DON!! x1] [Your Turn] [Once Per Turn] At the end of a battle in which this Character battles your opponent's Character, set this Character as active.",
        "【ドン‼×1】【自分のターン中】【ターン1回】このキャラが相手のキャラとバトルしたバトル終了時、このキャラをアクティブにする。",
    ),
    (
        "[Your Turn] [Once Per Turn] If a Character is rested by your effect, draw 1 card and trash 1 card from your hand.",
        "【自分のターン中】【ターン1回】キャラが自分の効果でレストになった時、カード1枚を引き、自分の手札1枚を捨てる。",
    ),
    (
        "When this Character battles <Slash> attribute Characters, this Character gains +2000 power during this turn.",
        "このキャラが属性(斬)を持つキャラとバトルする時、このキャラは、このターン中、パワー+2000。",
    ),
    (
        "[DON!! x1] [Your Turn] If this Character is rested, your {Harbor Folk} or {Sky Pirates} type Leaders and Characters gain +1000 power.",
        "【ドン‼×1】【自分のターン中】このキャラがレストの場合、自分の特徴《Harbor Folk》か《Sky Pirates》を持つリーダーとキャラのパワー+1000。",
    ),
    (
        "If you have a [Harbor Lookout] or [Sky Lookout] Character, this Character cannot be K.O.'d in battle.",
        "自分のキャラの、「Harbor Lookout」か「Sky Lookout」がいる場合、このキャラはバトルでKOされない。",
    ),
    (
        "[On Play] Place up to 1 of your opponent's Characters at the bottom of the owner's deck. Then, if you do not have 5 Characters with a cost of 5 or more, place this Character at the bottom of the owner's deck.",
        "【登場時】相手のキャラ1枚までを、持ち主のデッキの下に置く。その後、自分のコスト5以上のキャラが5枚いない場合、このキャラを持ち主のデッキの下に置く。",
    ),
    (
        "[On Play] Look at 4 cards from the top of your deck; reveal up to 1 {Harbor Folk} type card or card with a type including \"Sky\" other than [Harbor Lookout] and add it to your hand. Then, place the rest at the bottom of your deck in any order.",
        "【登場時】自分のデッキの上から4枚を見て、「Harbor Lookout」以外の特徴《Harbor Folk》か『Sky』を含む特徴を持つカード1枚までを公開し、手札に加える。その後、残りを好きな順番でデッキの下に置く。",
    ),
    (
        "If your Leader is [Harbor Chief], all Characters with a cost of 3 to 4 cannot attack.",
        "自分のリーダーが「Harbor Chief」の場合、コスト3から4のキャラすべては、アタックできない。",
    ),
];

#[test]
fn starter_deck_families_round_trip_in_both_languages_alike() {
    for (en, ja) in STARTER_DECK_PAIRS {
        assert_eq!(read_back(en, Lang::En), read_back(ja, Lang::Ja), "{en} / {ja}");
    }
}

/// Printings of the same starter-deck families (English, Japanese: the same meaning; a pair may
/// print one language canonically): each reads without an unread span, is written back as printed
/// through the hints, and its canonical writing reads back to the same abilities.
const STARTER_DECK_PRINTINGS: &[(&str, &str)] = &[
    (
        "[DON!! x1] [Once Per Turn] [Your Turn] If this Character battles your opponent's Character, set this card as active.",
        "【ドン‼×1】【ターン1回】【自分のターン中】このキャラが相手のキャラとバトルした場合、このキャラをアクティブにする。",
    ),
    (
        "When this Character battles ＜Strike＞ attribute Characters, this Character gains +3000 power during this turn.",
        "このキャラが属性(打)を持つキャラとバトルする時、このキャラは、このターン中、パワー+3000。",
    ),
    (
        "[On Play] Rest up to 1 of your opponent's Characters and that Character will not become active in your opponent's next Refresh Phase. Then, your Leader gains +2000 power until the end of your opponent's next End Phase.",
        "【登場時】相手のキャラ1枚までを、レストにし、そのキャラは次の相手のリフレッシュフェイズでアクティブにならない。その後、自分のリーダーを、次の相手のエンドフェイズ終了時まで、パワー+2000。",
    ),
    (
        "[Activate: Main] [Once Per Turn] You may rest this Character and trash 1 {Harbor Folk} type card from your hand: If your opponent has more DON!! cards on their field than you, add 2 DON!! cards from your DON!! deck and rest them.",
        "【起動メイン】【ターン1回】このキャラをレストにする，自分の手札の特徴《Harbor Folk》を持つカード1枚をトラッシュに置くことができる：相手の場のドン‼の枚数が自分の場のドン‼の枚数より多い場合、ドン‼デッキからドン‼2枚をレストで追加する。",
    ),
    (
        "[Main] Draw 1 card. Then, you may rest 1 of your Characters with a cost of 3 or more. If you do, rest up to 1 of your opponent's Characters with a cost of 5 or less.",
        "【メイン】カード1枚を引く。その後、自分のコスト3以上のキャラ1枚をレストにできる。そうした場合、相手のコスト5以下のキャラ1枚までを、レストにする。",
    ),
    (
        "[On Play] Look at 4 cards from the top of your deck; reveal up to 1 {Harbor Folk} type card or card with a type including \"Sky\" other than [Harbor Lookout] and add it to your hand. Then, place the rest at the bottom of your deck in any order.",
        "【登場時】自分のデッキの上から4枚を見て、「Harbor Lookout」以外の、特徴《Harbor Folk》か『Sky』を含む特徴を持つカード1枚までを公開し、手札に加える。その後、残りを好きな順番でデッキの下に置く。",
    ),
    (
        "If your Leader is [Harbor Chief], all Characters with a cost of 3 or 4 cannot attack.",
        "自分のリーダーが「Harbor Chief」の場合、コスト3と4のキャラすべては、アタックできない。",
    ),
];

#[test]
fn starter_deck_printings_are_written_back_as_printed_and_read_alike() {
    use opcg_cards::render::{render_card_hinted, Hints};
    use opcg_engine::{CardDef, CardKind, Colour};
    let read = |printed: &str, lang: Lang| {
        let c = compile_text(printed, lang);
        assert!(c.unread.is_empty(), "unread in {printed:?}: {:?}", c.unread);
        let def = CardDef { abilities: c.abilities.clone(), ..CardDef::vanilla("TST-1", "x", CardKind::Character, Colour::Red) };
        assert_eq!(render_card_hinted(&def, Hints::of_text(printed, lang), lang).0, printed, "written back as printed");
        let canonical = render_card_hinted(&def, Hints::default(), lang).0;
        assert_eq!(compile_text(&canonical, lang).abilities, c.abilities, "{canonical:?} reads back the same");
        c.abilities
    };
    for (en, ja) in STARTER_DECK_PRINTINGS {
        assert_eq!(read(en, Lang::En), read(ja, Lang::Ja), "{en} / {ja}");
    }
}
