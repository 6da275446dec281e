//! The words of the card text that stand for one value each: one `(value, English, Japanese)`
//! table per kind, read by both grammars and written by both renderers.

use game_core::Lang;
use opcg_engine::effect::{ActTiming, Duration, Prohibition, RestTo, Side, When};
use opcg_engine::{Attribute, Colour, Keyword};

use crate::compile::cursor::Cursor;

/// A value and its words in both languages.
pub struct Word<T: 'static> {
    pub value: T,
    pub en: &'static str,
    pub ja: &'static str,
}

impl<T> Word<T> {
    pub fn text(&self, lang: Lang) -> &'static str {
        match lang {
            Lang::En => self.en,
            Lang::Ja => self.ja,
        }
    }
}

/// Keyword tags (longest first, so "\[Rush: Character\]" is tried before "\[Rush\]").
pub const KEYWORDS: &[Word<Keyword>] = &[
    Word { value: Keyword::RushCharacter, en: "[Rush: Character]", ja: "【速攻：キャラ】" },
    Word { value: Keyword::DoubleAttack, en: "[Double Attack]", ja: "【ダブルアタック】" },
    Word { value: Keyword::Unblockable, en: "[Unblockable]", ja: "【ブロック不可】" },
    Word { value: Keyword::Blocker, en: "[Blocker]", ja: "【ブロッカー】" },
    Word { value: Keyword::Banish, en: "[Banish]", ja: "【バニッシュ】" },
    Word { value: Keyword::Rush, en: "[Rush]", ja: "【速攻】" },
];

/// The reminder text printed after each keyword (2-8-4-1: it means nothing by itself).
pub const REMINDERS: &[Word<Keyword>] = &[
    Word {
        value: Keyword::Rush,
        en: "(This card can attack on the turn in which it is played.)",
        ja: "(このカードは登場したターンにアタックできる)",
    },
    Word { value: Keyword::DoubleAttack, en: "(This card deals 2 damage.)", ja: "(このカードが与えるダメージは2になる)" },
    Word {
        value: Keyword::Banish,
        en: "(When this card deals damage, the target card is trashed without activating its Trigger.)",
        ja: "(このカードがダメージを与えた場合、トリガーは発動せずそのカードはトラッシュに置かれる)",
    },
    Word {
        value: Keyword::Blocker,
        en: "(After your opponent declares an attack, you may rest this card to make it the new target of the attack.)",
        ja: "(相手のアタックの後、このカードをレストにし、アタックの対象をこのカードにできる)",
    },
    Word {
        value: Keyword::RushCharacter,
        en: "(This card can attack Characters on the turn in which it is played.)",
        ja: "(このカードは登場したターンにキャラにアタックできる)",
    },
    Word { value: Keyword::Unblockable, en: "(This card cannot be blocked.)", ja: "(このカードはブロックされない)" },
];

/// When automatic abilities activate: the bracketed tags first (the grammars read these as
/// tags), then the worded timings that open a sentence.
pub const WHENS: &[Word<When>] = &[
    Word { value: When::OnPlay, en: "[On Play]", ja: "【登場時】" },
    Word { value: When::WhenAttacking, en: "[When Attacking]", ja: "【アタック時】" },
    Word { value: When::OnBlock, en: "[On Block]", ja: "【ブロック時】" },
    Word { value: When::OnKo, en: "[On K.O.]", ja: "【KO時】" },
    Word { value: When::EndOfYourTurn, en: "[End of Your Turn]", ja: "【自分のターン終了時】" },
    Word { value: When::EndOfOpponentsTurn, en: "[End of Your Opponent's Turn]", ja: "【相手のターン終了時】" },
    Word { value: When::OnOpponentsAttack, en: "[On Your Opponent's Attack]", ja: "【相手のアタック時】" },
    Word { value: When::StartOfYourTurn, en: "At the start of your turn,", ja: "自分のターン開始時、" },
    Word { value: When::StartOfYourMain, en: "At the start of your Main Phase,", ja: "自分のメインフェイズ開始時、" },
    Word { value: When::EndOfBattle, en: "At the end of a battle,", ja: "バトル終了時、" },
    Word { value: When::CharacterKoed(Side::You), en: "When your Character is K.O.'d,", ja: "自分のキャラがKOされた時、" },
    Word {
        value: When::CharacterKoed(Side::Opponent),
        en: "When your opponent's Character is K.O.'d,",
        ja: "相手のキャラがKOされた時、",
    },
    Word { value: When::CharacterKoed(Side::Either), en: "When a Character is K.O.'d,", ja: "キャラがKOされた時、" },
    Word { value: When::YouTakeDamage, en: "When you take damage,", ja: "自分がダメージを受けた時、" },
    Word { value: When::YouPlayCharacter, en: "When you play a Character,", ja: "自分がキャラを登場させた時、" },
    Word { value: When::YouActivateEvent, en: "When you activate an Event,", ja: "自分がイベントを発動した時、" },
    Word { value: When::LeavesField, en: "When this card leaves the field,", ja: "このカードが場を離れた時、" },
    Word {
        value: When::DonReturned,
        en: "When a DON!! card on your field is returned to your DON!! deck,",
        ja: "自分の場のドン‼がドン‼デッキに戻された時、",
    },
    Word { value: When::OpponentActivatesBlocker, en: "When your opponent activates a [Blocker],", ja: "相手が【ブロッカー】を発動した時、" },
    Word {
        value: When::EndOfBattleWithCharacter,
        en: "At the end of a battle in which this Character battles your opponent's Character,",
        ja: "このキャラが相手のキャラとバトルしたバトル終了時、",
    },
    Word {
        value: When::AttackDealsDamage,
        en: "When this Character's attack deals damage to your opponent's Life,",
        ja: "このキャラのアタックによって、相手のライフにダメージを与えた時、",
    },
    // the worded form of the tag, written where a tag cannot stand ("This effect can be activated
    // when your opponent attacks.", 「相手がアタックした時、発動できる。」)
    Word { value: When::OnOpponentsAttack, en: "When your opponent attacks,", ja: "相手がアタックした時、" },
    // a printing of the same timing ("on the field": only your own DON!! go to your DON!! deck)
    Word { value: When::DonReturned, en: "When a DON!! card on the field is returned to your DON!! deck,", ja: "場のドン‼がドン‼デッキに戻された時、" },
];

/// Activation timings of activated abilities ("\[Activate: Main\]" before "\[Main\]").
pub const TIMINGS: &[Word<ActTiming>] = &[
    Word { value: ActTiming::ActivateMain, en: "[Activate: Main]", ja: "【起動メイン】" },
    Word { value: ActTiming::Main, en: "[Main]", ja: "【メイン】" },
    Word { value: ActTiming::Counter, en: "[Counter]", ja: "【カウンター】" },
];

/// Colour words as a card filter prints them ("red Character cards", 「赤のキャラカード」).
pub const COLOURS: &[Word<Colour>] = &[
    Word { value: Colour::Red, en: "red ", ja: "赤の" },
    Word { value: Colour::Green, en: "green ", ja: "緑の" },
    Word { value: Colour::Blue, en: "blue ", ja: "青の" },
    Word { value: Colour::Purple, en: "purple ", ja: "紫の" },
    Word { value: Colour::Black, en: "black ", ja: "黒の" },
    Word { value: Colour::Yellow, en: "yellow ", ja: "黄の" },
];

/// Attribute words as a card filter prints them ("<Slash> attribute Characters", 「属性(斬)を持つ
/// キャラ」); the full-width brackets of some English lists are a second row.
pub const ATTRIBUTES: &[Word<Attribute>] = &[
    Word { value: Attribute::Slash, en: "<Slash> attribute ", ja: "属性(斬)を持つ" },
    Word { value: Attribute::Strike, en: "<Strike> attribute ", ja: "属性(打)を持つ" },
    Word { value: Attribute::Ranged, en: "<Ranged> attribute ", ja: "属性(射)を持つ" },
    Word { value: Attribute::Special, en: "<Special> attribute ", ja: "属性(特)を持つ" },
    Word { value: Attribute::Wisdom, en: "<Wisdom> attribute ", ja: "属性(知)を持つ" },
    Word { value: Attribute::Slash, en: "＜Slash＞ attribute ", ja: "属性（斬）を持つ" },
    Word { value: Attribute::Strike, en: "＜Strike＞ attribute ", ja: "属性（打）を持つ" },
    Word { value: Attribute::Ranged, en: "＜Ranged＞ attribute ", ja: "属性（射）を持つ" },
    Word { value: Attribute::Special, en: "＜Special＞ attribute ", ja: "属性（特）を持つ" },
    Word { value: Attribute::Wisdom, en: "＜Wisdom＞ attribute ", ja: "属性（知）を持つ" },
];

/// How long a continuous effect lasts (English with its leading space: it follows the clause).
pub static DURATIONS: &[Word<Duration>] = &[
    Word { value: Duration::ThisTurn, en: " during this turn", ja: "このターン中" },
    Word { value: Duration::ThisBattle, en: " during this battle", ja: "このバトル中" },
    Word { value: Duration::UntilStartOfYourNextTurn, en: " until the start of your next turn", ja: "次の自分のターン開始時まで" },
    Word { value: Duration::UntilEndOfTurn, en: " until the end of the turn", ja: "ターン終了時まで" },
    Word { value: Duration::UntilEndOfOpponentsNextTurn, en: " until the end of your opponent's next turn", ja: "次の相手のターン終了時まで" },
    Word { value: Duration::UntilEndOfYourNextTurn, en: " until the end of your next turn", ja: "次の自分のターン終了時まで" },
    Word { value: Duration::UntilOpponentsNextRefresh, en: " through your opponent's next Refresh Phase", ja: "次の相手のリフレッシュフェイズまで" },
];

/// What a card cannot do or have done to it: English after "cannot " ("this Character cannot
/// attack", "up to 1 of your Characters cannot be K.O.'d during this turn"), Japanese with its
/// verb (「このキャラはアタックできない」). Every reader and writer of a prohibition — permanent
/// ("This Character cannot …") and for a duration (a targeted clause) — uses this table, so a new
/// prohibition is one row (and its behaviour in the engine). The first row of a value is the one
/// written; a longer wording comes before its prefix ("be K.O.'d in battle" before "be K.O.'d").
pub static PROHIBITIONS: &[Word<Prohibition>] = &[
    Word { value: Prohibition::BeKoedByOpponentsEffects, en: "be K.O.'d by your opponent's effects", ja: "相手の効果でKOされない" },
    Word { value: Prohibition::BeKoedInBattleByLeaders, en: "be K.O.'d in battle by Leaders", ja: "リーダーとのバトルでKOされない" },
    Word { value: Prohibition::BeKoedInBattle, en: "be K.O.'d in battle", ja: "バトルでKOされない" },
    Word { value: Prohibition::BeKoedByEffects, en: "be K.O.'d by effects", ja: "効果でKOされない" },
    Word { value: Prohibition::BeKoed, en: "be K.O.'d", ja: "KOされない" },
    Word { value: Prohibition::Attack, en: "attack", ja: "アタックできない" },
    Word { value: Prohibition::BeRested, en: "be rested", ja: "レストにされない" },
    Word { value: Prohibition::Block, en: "activate [Blocker]", ja: "【ブロッカー】を発動できない" },
    Word { value: Prohibition::BeSetActive, en: "be set as active", ja: "アクティブにされない" },
];

/// Where the cards a search leaves go ("Then, place the rest …", 「その後、残りを…」): the first
/// row of a value is written, the others are printings also read. Japanese ends in the verb
/// 「置く」 (a clause followed by 「、」 reads it in its continuative form).
pub static RESTS: &[Word<RestTo>] = &[
    Word { value: RestTo::BottomAnyOrder, en: "place the rest at the bottom of your deck in any order", ja: "残りを好きな順番でデッキの下に置く" },
    Word { value: RestTo::TopAnyOrder, en: "return the rest to the top of your deck in any order", ja: "残りを好きな順番でデッキの上に置く" },
    Word { value: RestTo::Trash, en: "trash the rest", ja: "残りをトラッシュに置く" },
    Word { value: RestTo::TopOrBottom, en: "place the rest at the top or bottom of your deck", ja: "残りをデッキの上か下に置く" },
    // card by card, as "look at … and place them at the top or bottom of the deck in any order"
    // (`Effect::Arrange`)
    Word { value: RestTo::TopOrBottom, en: "place the rest at the top or bottom of the deck in any order", ja: "残りを好きな順番に並び替え、デッキの上か下に置く" },
    Word { value: RestTo::TopOrBottom, en: "place the rest at the top or bottom of your deck in any order", ja: "残りを好きな順番で並び替え、デッキの上か下に置く" },
];

/// Reads a prohibition of [`PROHIBITIONS`] at `c`.
pub fn prohibition(c: &mut Cursor, lang: Lang) -> Option<Prohibition> {
    read(c, PROHIBITIONS, lang, false)
}

/// Is this word a bracketed tag ("\[On Play\]", 「【登場時】」)?
pub fn is_tag(s: &str) -> bool {
    s.starts_with('[') || s.starts_with('【')
}

/// The words of `value` in `lang` (every value of these enums has a row: the tables' test).
pub fn text_of<T: PartialEq>(table: &'static [Word<T>], value: &T, lang: Lang) -> &'static str {
    table.iter().find(|w| w.value == *value).map_or("", |w| w.text(lang))
}

/// Reads the first row of `table` whose words in `lang` are at `c` (bracketed tags only when
/// `tags_only`).
pub fn read<T: Clone>(c: &mut Cursor, table: &'static [Word<T>], lang: Lang, tags_only: bool) -> Option<T> {
    // (「ドン‼」 matches each of its spellings in card lists)
    table.iter().filter(|w| !tags_only || is_tag(w.text(lang))).find(|w| super::template::lit(c, w.text(lang))).map(|w| w.value.clone())
}

/// A bracketed automatic-timing tag ("\[On Play\]", 「【登場時】」).
pub fn when_tag(c: &mut Cursor, lang: Lang) -> Option<When> {
    read(c, WHENS, lang, true)
}

/// The worded form of a timing (its first row that is not a bracketed tag): "When your
/// opponent attacks,", 「相手がアタックした時、」.
pub fn worded_when(w: &When, lang: Lang) -> Option<&'static str> {
    WHENS.iter().filter(|r| r.value == *w).map(|r| r.text(lang)).find(|t| !is_tag(t))
}

/// "This effect can be activated when …" / 「…時、発動できる。」 of the worded timing `text`
/// ("When your opponent attacks," → "This effect can be activated when your opponent attacks.").
fn optional_words(text: &str, lang: Lang) -> String {
    match lang {
        Lang::En => {
            let t = text.trim_end_matches(',');
            let mut ch = t.chars();
            let first = ch.next().map(|c| c.to_lowercase().collect::<String>()).unwrap_or_default();
            format!("This effect can be activated {first}{}.", ch.as_str())
        }
        Lang::Ja => format!("{text}発動できる。"),
    }
}

/// Reads the timing of an automatic ability its controller may decline: "This effect can be
/// activated at the start of your turn." / 「自分のターン開始時、発動できる。」, any worded timing
/// of [`WHENS`].
pub fn optional_when(c: &mut Cursor, lang: Lang) -> Option<When> {
    let rows = || WHENS.iter().filter(move |r| !is_tag(r.text(lang)));
    match lang {
        Lang::En => c.attempt(|c| {
            c.lit("This effect can be activated ").then_some(())?;
            rows().find(|r| c.lit(&optional_words(r.text(lang), lang)["This effect can be activated ".len()..])).map(|r| r.value.clone())
        }),
        Lang::Ja => rows().find(|r| c.attempt(|c| (super::template::lit(c, r.text(lang)) && c.lit("発動できる。")).then_some(())).is_some()).map(|r| r.value.clone()),
    }
}

/// Writes what [`optional_when`] reads (`None` for a timing with no worded form).
pub fn write_optional_when(w: &When, lang: Lang) -> Option<String> {
    worded_when(w, lang).map(|t| optional_words(t, lang))
}

/// An activation-timing tag ("\[Activate: Main\]", 「【起動メイン】」).
pub fn timing_tag(c: &mut Cursor, lang: Lang) -> Option<ActTiming> {
    read(c, TIMINGS, lang, false)
}

/// Does a row of `table` (a bracketed tag) start `s` in either language?
pub fn starts_tag<T>(table: &'static [Word<T>], s: &str) -> bool {
    table.iter().flat_map(|w| [w.en, w.ja]).filter(|t| is_tag(t)).any(|t| s.starts_with(t))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_duration_has_words_in_both_languages() {
        use opcg_engine::effect::Duration as D;
        for d in [D::ThisBattle, D::UntilEndOfTurn, D::ThisTurn, D::UntilStartOfYourNextTurn, D::UntilEndOfOpponentsNextTurn, D::UntilEndOfYourNextTurn, D::UntilOpponentsNextRefresh] {
            for lang in [Lang::En, Lang::Ja] {
                let w = text_of(DURATIONS, &d, lang);
                assert!(!w.is_empty(), "{d:?} {lang:?}");
                let mut c = Cursor::new(w);
                assert_eq!(read(&mut c, DURATIONS, lang, false), Some(d), "{w:?} reads back");
                assert!(c.at_end());
            }
        }
    }

    #[test]
    fn every_prohibition_has_words_in_both_languages_that_read_back() {
        use Prohibition as P;
        let all = [P::Attack, P::Block, P::BeKoed, P::BeKoedInBattle, P::BeKoedByEffects, P::BeRested, P::BeSetActive, P::BeKoedInBattleByLeaders, P::BeKoedByOpponentsEffects];
        for p in all {
            // a new value fails to compile here until it is listed above (and so tested)
            match p {
                P::Attack | P::Block | P::BeKoed | P::BeKoedInBattle | P::BeKoedByEffects | P::BeRested | P::BeSetActive | P::BeKoedInBattleByLeaders | P::BeKoedByOpponentsEffects => {}
            }
            for lang in [Lang::En, Lang::Ja] {
                let w = text_of(PROHIBITIONS, &p, lang);
                assert!(!w.is_empty(), "{p:?} {lang:?}");
                let mut c = Cursor::new(w);
                assert_eq!(prohibition(&mut c, lang), Some(p), "{w:?} reads back");
                assert!(c.at_end());
            }
        }
    }

    #[test]
    fn every_keyword_has_a_tag_and_a_reminder_in_both_languages() {
        for k in [Keyword::Rush, Keyword::DoubleAttack, Keyword::Banish, Keyword::Blocker, Keyword::RushCharacter, Keyword::Unblockable] {
            for lang in [Lang::En, Lang::Ja] {
                assert!(!text_of(KEYWORDS, &k, lang).is_empty(), "{k:?} tag {lang:?}");
                assert!(!text_of(REMINDERS, &k, lang).is_empty(), "{k:?} reminder {lang:?}");
            }
        }
    }

    #[test]
    fn a_longer_tag_is_listed_before_its_prefix() {
        let words = |t: &'static [Word<Prohibition>]| t.iter().map(|w| (w.en, w.ja)).collect::<Vec<_>>();
        for table in [KEYWORDS.iter().map(|w| (w.en, w.ja)).collect::<Vec<_>>(), TIMINGS.iter().map(|w| (w.en, w.ja)).collect(), words(PROHIBITIONS)] {
            for (i, a) in table.iter().enumerate() {
                for b in &table[i + 1..] {
                    assert!(!b.0.starts_with(a.0) && !b.1.starts_with(a.1), "{a:?} hides {b:?}");
                }
            }
        }
    }

    #[test]
    fn tags_read_back_in_both_languages() {
        for w in WHENS.iter().filter(|w| is_tag(w.en)) {
            for lang in [Lang::En, Lang::Ja] {
                let mut c = Cursor::new(w.text(lang));
                assert_eq!(read(&mut c, WHENS, lang, true), Some(w.value.clone()));
                assert!(c.at_end());
            }
        }
    }
}
