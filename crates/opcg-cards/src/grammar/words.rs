//! The words of the card text that stand for one value each: one `(value, English, Japanese)`
//! table per kind, read by both grammars and written by both renderers.

use game_core::Lang;
use opcg_engine::effect::{ActTiming, Condition, Done, Duration, Extra, Prohibition, RestTo, Side, When};
use opcg_engine::{Attribute, Colour, Keyword};

use crate::compile::cursor::Cursor;
use crate::compile::Tags;

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

/// \[Rush: Character\] given by a permanent effect is printed in words (10-1-1-2 【速攻：キャラ】):
/// "… can attack Characters on the turn in which they are played" after several cards (English
/// with its leading space; after one card it is a row of `permanents::PERMANENTS`); Japanese
/// 「…は(、)登場したターンにキャラへアタックできる」.
pub static RUSH_CHARACTER_THEY: Word<Keyword> =
    Word { value: Keyword::RushCharacter, en: " can attack Characters on the turn in which they are played", ja: "登場したターンにキャラへアタックできる" };

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
    // what the opponent activates: an Event, an Event or a [Trigger], a [Blocker] or an Event
    Word {
        value: When::OpponentActivatesEvent { or_trigger: false, or_blocker: false },
        en: "When your opponent activates an Event,",
        ja: "相手がイベントを発動した時、",
    },
    Word {
        value: When::OpponentActivatesEvent { or_trigger: true, or_blocker: false },
        en: "When your opponent activates an Event or [Trigger],",
        ja: "相手がイベントか【トリガー】を発動した時、",
    },
    Word {
        value: When::OpponentActivatesEvent { or_trigger: false, or_blocker: true },
        en: "When your opponent activates [Blocker] or an Event,",
        ja: "相手が【ブロッカー】かイベントを発動した時、",
    },
    Word { value: When::TriggerActivates, en: "When a [Trigger] activates,", ja: "【トリガー】が発動した時、" },
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
    Word {
        value: When::DonReturnedByYourEffect,
        en: "When a DON!! card on your field is returned to your DON!! deck by your effect,",
        ja: "自分の場のドン‼が自分の効果によってドン‼デッキに戻された時、",
    },
    Word {
        value: When::LifeLeaves(Side::Either),
        en: "When a card is removed from your or your opponent's Life cards,",
        ja: "ライフが離れた時、",
    },
    Word { value: When::LifeLeaves(Side::Opponent), en: "When a card is removed from your opponent's Life cards,", ja: "相手のライフが離れた時、" },
    Word { value: When::LifeLeaves(Side::You), en: "When a card is removed from your Life cards,", ja: "自分のライフが離れた時、" },
    Word { value: When::LifeBecomesZero, en: "When your number of Life cards becomes 0,", ja: "自分のライフが0枚になった時、" },
    Word {
        value: When::DonGiven,
        en: "When this Leader or any of your Characters is given a DON!! card,",
        ja: "このリーダーか自分のキャラにドン‼が付与された時、",
    },
    Word { value: When::CharacterRemovedByYourEffect, en: "When a Character is removed from the field by your effect,", ja: "キャラが自分の効果で場を離れた時、" },
    // the worded self-K.O. timings (the longer wording first) and the battle K.O.
    Word {
        value: When::ThisKoed { effect: true, opponent: true },
        en: "When this Character is K.O.'d by your opponent's effect,",
        ja: "このキャラが相手の効果でKOされた時、",
    },
    Word { value: When::ThisKoed { effect: true, opponent: false }, en: "When this Character is K.O.'d by an effect,", ja: "このキャラが効果でKOされた時、" },
    Word { value: When::ThisKoed { effect: false, opponent: false }, en: "When this Character is K.O.'d,", ja: "このキャラがKOされた時、" },
    Word {
        value: When::KosInBattle,
        en: "When this Character battles and K.O.'s your opponent's Character,",
        ja: "このキャラのバトルによって相手のキャラをKOした時、",
    },
    Word {
        value: When::CharacterRestedByYourEffect,
        en: "If a Character is rested by your effect,",
        ja: "キャラが自分の効果でレストになった時、",
    },
    // "When this Character battles <Strike> attribute Characters," (このキャラが属性(打)を持つキャラ
    // とバトルする時、): one row per attribute
    Word { value: When::BattlesAttribute(Attribute::Slash), en: "When this Character battles <Slash> attribute Characters,", ja: "このキャラが属性(斬)を持つキャラとバトルする時、" },
    Word { value: When::BattlesAttribute(Attribute::Strike), en: "When this Character battles <Strike> attribute Characters,", ja: "このキャラが属性(打)を持つキャラとバトルする時、" },
    Word { value: When::BattlesAttribute(Attribute::Ranged), en: "When this Character battles <Ranged> attribute Characters,", ja: "このキャラが属性(射)を持つキャラとバトルする時、" },
    Word { value: When::BattlesAttribute(Attribute::Special), en: "When this Character battles <Special> attribute Characters,", ja: "このキャラが属性(特)を持つキャラとバトルする時、" },
    Word { value: When::BattlesAttribute(Attribute::Wisdom), en: "When this Character battles <Wisdom> attribute Characters,", ja: "このキャラが属性(知)を持つキャラとバトルする時、" },
    // the worded form of the tag, written where a tag cannot stand ("This effect can be activated
    // when your opponent attacks.", 「相手がアタックした時、発動できる。」)
    Word { value: When::AttacksLeader, en: "When this Character attacks your opponent's Leader,", ja: "このキャラが相手のリーダーにアタックした時、" },
    Word { value: When::AttacksLeader, en: "When this Leader attacks your opponent's Leader,", ja: "このリーダーが相手のリーダーにアタックした時、" },
    Word { value: When::OnOpponentsAttack, en: "When your opponent attacks,", ja: "相手がアタックした時、" },
    // a printing of the same timing ("on the field": only your own DON!! go to your DON!! deck)
    Word { value: When::DonReturned, en: "When a DON!! card on the field is returned to your DON!! deck,", ja: "場のドン‼がドン‼デッキに戻された時、" },
    // the card's own words on a Leader ("this Leader's attack", 「このリーダーのアタック」): read
    // here, written from the rows above by `kind_words`
    Word {
        value: When::AttackDealsDamage,
        en: "When this Leader's attack deals damage to your opponent's Life,",
        ja: "このリーダーのアタックによって、相手のライフにダメージを与えた時、",
    },
    Word {
        value: When::EndOfBattleWithCharacter,
        en: "At the end of a battle in which this Leader battles your opponent's Character,",
        ja: "このリーダーが相手のキャラとバトルしたバトル終了時、",
    },
    // "If this Character battles your opponent's Character," (このキャラが相手のキャラとバトルした
    // 場合、): 7-1-5-2 activates 「バトルした場合」 at the battle's end, with 「バトル終了時」 — a
    // printing of that timing (written back through its `render::VARIANTS_EN` / `VARIANTS_JA` pair)
    Word {
        value: When::EndOfBattleWithCharacter,
        en: "If this Character battles your opponent's Character,",
        ja: "このキャラが相手のキャラとバトルした場合、",
    },
    // "When this Character is attacked," (このキャラがアタックされた時、7-1-1-3), and on a Leader
    Word { value: When::IsAttacked, en: "When this Character is attacked,", ja: "このキャラがアタックされた時、" },
    Word { value: When::IsAttacked, en: "When this Leader is attacked,", ja: "このリーダーがアタックされた時、" },
];

/// Two worded timings printed as one ("When this Character attacks or is attacked,", このキャラが
/// アタックした時かアタックされた時、): the line is two automatic abilities that differ only in
/// their timing, as "\[A\]/\[B\]" is (read by [`tags`] into `when` and `alt_when`, written back
/// on one line by the renderers' `twin`). A Leader's printing is a row too; the first row of a
/// pair is written, in the card's kind's words ([`kind_words`]).
pub const WHEN_TWINS: &[Word<(When, When)>] = &[
    Word {
        value: (When::WhenAttacking, When::IsAttacked),
        en: "When this Character attacks or is attacked,",
        ja: "このキャラがアタックした時かアタックされた時、",
    },
    Word {
        value: (When::WhenAttacking, When::IsAttacked),
        en: "When this Leader attacks or is attacked,",
        ja: "このリーダーがアタックした時かアタックされた時、",
    },
];

/// The words of two timings printed as one ([`WHEN_TWINS`]) on a card of `kind`, if they are.
pub fn twin_words(first: &When, second: &When, kind: opcg_engine::CardKind, lang: Lang) -> Option<std::borrow::Cow<'static, str>> {
    let row = WHEN_TWINS.iter().find(|r| r.value.0 == *first && r.value.1 == *second)?;
    Some(kind_words(std::borrow::Cow::Borrowed(row.text(lang)), kind, lang))
}

/// A worded timing of [`WHENS`] as a card of `kind` prints it: its rows speak of "this
/// Character" / 「このキャラ」, which a Leader's text says "this Leader" / 「このリーダー」 (those
/// printings are rows too, so both read).
pub fn kind_words(text: std::borrow::Cow<'static, str>, kind: opcg_engine::CardKind, lang: Lang) -> std::borrow::Cow<'static, str> {
    let (this, leader) = match lang {
        Lang::En => ("this Character", "this Leader"),
        Lang::Ja => ("このキャラ", "このリーダー"),
    };
    if kind == opcg_engine::CardKind::Leader && text.contains(this) {
        std::borrow::Cow::Owned(text.replace(this, leader))
    } else {
        text
    }
}

/// The tags that are conditions of their ability (8-3-2: 「【自分のターン中】」 …) and come
/// before its timing; "\[DON!! xN\]" holds a number and is [`DON_TAG`].
pub static CONDITION_TAGS: &[Word<Condition>] = &[
    Word { value: Condition::YourTurn, en: "[Your Turn]", ja: "【自分のターン中】" },
    Word { value: Condition::OpponentsTurn, en: "[Opponent's Turn]", ja: "【相手のターン中】" },
];

/// "\[DON!! xN\]" / 「【ドン‼×N】」: the words before the number (the first row is written, the
/// others are printings also read) and after it.
pub static DON_TAG: &[Word<()>] = &[
    Word { value: (), en: "[DON!! x", ja: "【ドン‼×" },
    Word { value: (), en: "[DON!! ×", ja: "【ドン‼x" },
    Word { value: (), en: "[DON‼ x", ja: "【ドン‼×" },
    Word { value: (), en: "[DON‼ ×", ja: "【ドン‼×" },
];
pub static DON_TAG_END: Word<()> = Word { value: (), en: "]", ja: "】" };

/// "\[Once Per Turn\]" / 「【ターン1回】」 (10-2-13).
pub static ONCE_PER_TURN: Word<()> = Word { value: (), en: "[Once Per Turn]", ja: "【ターン1回】" };

/// The tag of a tag condition ("\[DON!! x2\]", 「【自分のターン中】」); `None` for a condition
/// written in words ("If …, ", 「…場合、」).
pub fn condition_tag(cond: &Condition, lang: Lang) -> Option<String> {
    match cond {
        Condition::Don(n) => Some(format!("{}{n}{}", DON_TAG[0].text(lang), DON_TAG_END.text(lang))),
        c => CONDITION_TAGS.iter().find(|w| w.value == *c).map(|w| w.text(lang).to_string()),
    }
}

/// Does `s` open with a tag of an ability line (a timing, a tag condition, a keyword)? A line
/// holding several abilities is cut before each.
pub fn starts_ability_tag(s: &str) -> bool {
    starts_tag(WHENS, s)
        || starts_tag(TIMINGS, s)
        || starts_tag(KEYWORDS, s)
        || starts_tag(CONDITION_TAGS, s)
        || [Lang::En, Lang::Ja].into_iter().any(|l| DON_TAG.iter().any(|w| lit(&mut Cursor::new(s), w.text(l))))
}

fn lit(c: &mut Cursor, s: &str) -> bool {
    super::template::lit(c, s)
}

/// The tags that head an ability line, in either language, from the tables above: its tag
/// conditions, its timing (a bracketed one, "\[On Play\]/\[When Attacking\]" as two, or a
/// worded one that opens the body: "When your opponent's Character is K.O.'d,", 「自分のターン
/// 開始時、」, also made optional: "This effect can be activated when …" / 「…時、発動できる。」)
/// and \[Once Per Turn\]. A new timing is one row of [`WHENS`].
pub fn tags(c: &mut Cursor, lang: Lang) -> Tags {
    let mut t = Tags::default();
    loop {
        c.spaces();
        if let Some(n) = c.attempt(|c| {
            DON_TAG.iter().any(|w| lit(c, w.text(lang))).then_some(())?;
            let n = c.count()?;
            lit(c, DON_TAG_END.text(lang)).then_some(n)
        }) {
            t.conditions.push(Condition::Don(n));
        } else if let Some(cond) = read(c, CONDITION_TAGS, lang, true) {
            t.conditions.push(cond);
        } else if lit(c, ONCE_PER_TURN.text(lang)) {
            t.once = true;
        } else if let Some(w) = c.attempt(|c| {
            // "[On Play]/[When Attacking]": a second timing of the same kind
            (t.when.is_some() && t.alt_when.is_none() && c.lit("/")).then_some(())?;
            when_tag(c, lang)
        }) {
            t.alt_when = Some(w);
        } else if let Some(a) = c.attempt(|c| {
            (t.timing.is_some() && t.alt_timing.is_none() && c.lit("/")).then_some(())?;
            timing_tag(c, lang)
        }) {
            t.alt_timing = Some(a);
        } else if t.when.is_none() && t.timing.is_none() && c.ahead(|c| when_tag(c, lang)) {
            t.when = when_tag(c, lang);
        } else if t.when.is_none() && t.timing.is_none() && c.ahead(|c| timing_tag(c, lang)) {
            t.timing = timing_tag(c, lang);
        } else if let Some(w) = c.attempt(|c| {
            // "This effect can be activated when …" / 「…時、発動できる。」 ends the tags too
            (t.when.is_none() && t.timing.is_none()).then_some(())?;
            optional_when(c, lang)
        }) {
            t.when = Some(w);
            t.optional = true;
            break;
        } else if let Some((w, alt)) = c.attempt(|c| {
            // two worded timings printed as one end the tags too
            (t.when.is_none() && t.timing.is_none()).then_some(())?;
            read(c, WHEN_TWINS, lang, false)
        }) {
            t.when = Some(w);
            t.alt_when = Some(alt);
            break;
        } else if let Some(w) = c.attempt(|c| {
            // a worded timing ends the tags: the body follows
            (t.when.is_none() && t.timing.is_none()).then_some(())?;
            worded_when_at(c, lang)
        }) {
            t.when = Some(w);
            break;
        } else {
            break;
        }
    }
    c.spaces();
    t
}

/// Reads a worded timing (not a bracketed tag) at `c`: a row of [`WHENS`] ("When you take
/// damage,", 「自分がダメージを受けた時、」) or one with holes, of
/// [`super::timings::WORDED_TIMINGS`] ("When you play a Character with no base effect from your
/// hand,", 「自分が元々の効果のないキャラを手札から登場させた時、」).
pub fn worded_when_at(c: &mut Cursor, lang: Lang) -> Option<When> {
    c.attempt(|c| read(c, WHENS, lang, false).filter(|w| !is_tag(text_of(WHENS, w, lang))))
        .or_else(|| c.attempt(|c| {
            let (before, after) = match lang {
                Lang::En => ("When ", ","),
                Lang::Ja => ("", "時、"),
            };
            lit(c, before).then_some(())?;
            let w = timing_core(c, lang)?;
            lit(c, after).then_some(w)
        }))
}

/// The core of a timing of [`super::timings::WORDED_TIMINGS`] at `c` (English after "When ",
/// Japanese before 「時」).
fn timing_core(c: &mut Cursor, lang: Lang) -> Option<When> {
    super::timings::WORDED_TIMINGS.iter().find_map(|f| f.parse(c, lang, false))
}

/// The core of timing `w` written by its row of [`super::timings::WORDED_TIMINGS`], if any.
fn write_timing_core(w: &When, lang: Lang) -> Option<String> {
    super::timings::WORDED_TIMINGS.iter().find_map(|f| f.render(w, lang)).map(|(head, verb)| head + &verb)
}

/// The words of timing `w` as an ability line prints it: its row of [`WHENS`] (a bracketed tag
/// or words), or its worded form with holes ("When you play a {T} type Character from your
/// hand,", 「自分が特徴《T》を持つキャラを手札から登場させた時、」); empty for neither.
pub fn when_words(w: &When, lang: Lang) -> std::borrow::Cow<'static, str> {
    if let Some(row) = WHENS.iter().find(|r| r.value == *w) {
        return std::borrow::Cow::Borrowed(row.text(lang));
    }
    std::borrow::Cow::Owned(write_timing_core(w, lang).map_or(String::new(), |core| match lang {
        Lang::En => format!("When {core},"),
        Lang::Ja => format!("{core}時、"),
    }))
}

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

/// What the previous step did to the cards a "for every …" after it counts
/// ([`opcg_engine::effect::Counted::Done`]):
/// the English noun for one and for several (after "for every" / "for every N"), the Japanese
/// one before 「N枚につき」 ("for every card trashed", 「捨てたカード1枚につき」; "for every 3 cards
/// placed at the bottom of your deck", 「置いた枚数3枚につき」).
pub static DONE: &[(Done, &str, &str, &str)] = &[
    (Done::Trashed, "card trashed", "cards trashed", "捨てたカード"),
    (Done::Koed, "Character K.O.'d", "Characters K.O.'d", "KOしたキャラ"),
    (Done::Returned, "returned Character", "returned Characters", "戻したキャラ"),
    (Done::PlacedAtDeckBottom, "card placed at the bottom of your deck", "cards placed at the bottom of your deck", "置いた枚数"),
];

/// " for every card trashed" / " for every 3 cards placed at the bottom of your deck" (English,
/// with its leading space), 「捨てたカード1枚につき」 (Japanese): the words of `per` cards `done`
/// (the row `power-per-done` of `grammar/clauses.rs` reads and writes them through the hole kinds
/// `holes::PER` and `holes::DONE`; the conditions' writers name the cards with them).
pub fn write_per_done(per: u8, done: Done, lang: Lang) -> String {
    let Some(row) = DONE.iter().find(|row| row.0 == done) else { return String::new() };
    match lang {
        Lang::En if per == 1 => format!(" for every {}", row.1),
        Lang::En => format!(" for every {per} {}", row.2),
        Lang::Ja => format!("{}{per}枚につき", row.3),
    }
}

/// How long a continuous effect lasts (English with its leading space: it follows the clause).
pub static DURATIONS: &[Word<Duration>] = &[
    Word { value: Duration::ThisTurn, en: " during this turn", ja: "このターン中" },
    Word { value: Duration::ThisBattle, en: " during this battle", ja: "このバトル中" },
    Word { value: Duration::UntilStartOfYourNextTurn, en: " until the start of your next turn", ja: "次の自分のターン開始時まで" },
    Word { value: Duration::UntilEndOfTurn, en: " until the end of the turn", ja: "ターン終了時まで" },
    Word { value: Duration::UntilEndOfOpponentsNextTurn, en: " until the end of your opponent's next turn", ja: "次の相手のターン終了時まで" },
    Word { value: Duration::UntilEndOfYourNextTurn, en: " until the end of your next turn", ja: "次の自分のターン終了時まで" },
    Word { value: Duration::UntilOpponentsNextRefresh, en: " through your opponent's next Refresh Phase", ja: "次の相手のリフレッシュフェイズまで" },
    Word { value: Duration::UntilEndOfOpponentsNextEndPhase, en: " until the end of your opponent's next End Phase", ja: "次の相手のエンドフェイズ終了時まで" },
    Word { value: Duration::UntilYourNextRefresh, en: " through your next Refresh Phase", ja: "次の自分のリフレッシュフェイズまで" },
];

/// What a card cannot do or have done to it: English after "cannot " ("this Character cannot
/// attack", "up to 1 of your Characters cannot be K.O.'d during this turn"), Japanese with its
/// verb (「このキャラはアタックできない」). Every reader and writer of a prohibition — permanent
/// ("This Character cannot …") and for a duration (a targeted clause) — uses this table, so a new
/// prohibition is one row (and its behaviour in the engine). The first row of a value is the one
/// written; a longer wording comes before its prefix ("be K.O.'d in battle" before "be K.O.'d").
pub static PROHIBITIONS: &[Word<Prohibition>] = &[
    // "in battle by <X> attribute cards / Characters" for each attribute: the half-width brackets
    // written, the full-width printings read too
    Word { value: Prohibition::BeKoedInBattleByAttribute { attribute: Attribute::Slash, characters: false }, en: "be K.O.'d in battle by <Slash> attribute cards", ja: "属性(斬)を持つカードとのバトルでKOされない" },
    Word { value: Prohibition::BeKoedInBattleByAttribute { attribute: Attribute::Slash, characters: true }, en: "be K.O.'d in battle by <Slash> attribute Characters", ja: "属性(斬)を持つキャラとのバトルでKOされない" },
    Word { value: Prohibition::BeKoedInBattleByAttribute { attribute: Attribute::Strike, characters: false }, en: "be K.O.'d in battle by <Strike> attribute cards", ja: "属性(打)を持つカードとのバトルでKOされない" },
    Word { value: Prohibition::BeKoedInBattleByAttribute { attribute: Attribute::Strike, characters: true }, en: "be K.O.'d in battle by <Strike> attribute Characters", ja: "属性(打)を持つキャラとのバトルでKOされない" },
    Word { value: Prohibition::BeKoedInBattleByAttribute { attribute: Attribute::Ranged, characters: false }, en: "be K.O.'d in battle by <Ranged> attribute cards", ja: "属性(射)を持つカードとのバトルでKOされない" },
    Word { value: Prohibition::BeKoedInBattleByAttribute { attribute: Attribute::Ranged, characters: true }, en: "be K.O.'d in battle by <Ranged> attribute Characters", ja: "属性(射)を持つキャラとのバトルでKOされない" },
    Word { value: Prohibition::BeKoedInBattleByAttribute { attribute: Attribute::Special, characters: false }, en: "be K.O.'d in battle by <Special> attribute cards", ja: "属性(特)を持つカードとのバトルでKOされない" },
    Word { value: Prohibition::BeKoedInBattleByAttribute { attribute: Attribute::Special, characters: true }, en: "be K.O.'d in battle by <Special> attribute Characters", ja: "属性(特)を持つキャラとのバトルでKOされない" },
    Word { value: Prohibition::BeKoedInBattleByAttribute { attribute: Attribute::Wisdom, characters: false }, en: "be K.O.'d in battle by <Wisdom> attribute cards", ja: "属性(知)を持つカードとのバトルでKOされない" },
    Word { value: Prohibition::BeKoedInBattleByAttribute { attribute: Attribute::Wisdom, characters: true }, en: "be K.O.'d in battle by <Wisdom> attribute Characters", ja: "属性(知)を持つキャラとのバトルでKOされない" },
    Word { value: Prohibition::BeKoedInBattleByAttribute { attribute: Attribute::Slash, characters: false }, en: "be K.O.'d in battle by ＜Slash＞ attribute cards", ja: "属性（斬）を持つカードとのバトルでKOされない" },
    Word { value: Prohibition::BeKoedInBattleByAttribute { attribute: Attribute::Slash, characters: true }, en: "be K.O.'d in battle by ＜Slash＞ attribute Characters", ja: "属性（斬）を持つキャラとのバトルでKOされない" },
    Word { value: Prohibition::BeKoedInBattleByAttribute { attribute: Attribute::Strike, characters: false }, en: "be K.O.'d in battle by ＜Strike＞ attribute cards", ja: "属性（打）を持つカードとのバトルでKOされない" },
    Word { value: Prohibition::BeKoedInBattleByAttribute { attribute: Attribute::Strike, characters: true }, en: "be K.O.'d in battle by ＜Strike＞ attribute Characters", ja: "属性（打）を持つキャラとのバトルでKOされない" },
    Word { value: Prohibition::BeKoedInBattleByAttribute { attribute: Attribute::Ranged, characters: false }, en: "be K.O.'d in battle by ＜Ranged＞ attribute cards", ja: "属性（射）を持つカードとのバトルでKOされない" },
    Word { value: Prohibition::BeKoedInBattleByAttribute { attribute: Attribute::Ranged, characters: true }, en: "be K.O.'d in battle by ＜Ranged＞ attribute Characters", ja: "属性（射）を持つキャラとのバトルでKOされない" },
    Word { value: Prohibition::BeKoedInBattleByAttribute { attribute: Attribute::Special, characters: false }, en: "be K.O.'d in battle by ＜Special＞ attribute cards", ja: "属性（特）を持つカードとのバトルでKOされない" },
    Word { value: Prohibition::BeKoedInBattleByAttribute { attribute: Attribute::Special, characters: true }, en: "be K.O.'d in battle by ＜Special＞ attribute Characters", ja: "属性（特）を持つキャラとのバトルでKOされない" },
    Word { value: Prohibition::BeKoedInBattleByAttribute { attribute: Attribute::Wisdom, characters: false }, en: "be K.O.'d in battle by ＜Wisdom＞ attribute cards", ja: "属性（知）を持つカードとのバトルでKOされない" },
    Word { value: Prohibition::BeKoedInBattleByAttribute { attribute: Attribute::Wisdom, characters: true }, en: "be K.O.'d in battle by ＜Wisdom＞ attribute Characters", ja: "属性（知）を持つキャラとのバトルでKOされない" },
    Word { value: Prohibition::BeRemovedByOpponentsEffects, en: "be removed from the field by your opponent's effects", ja: "相手の効果で場を離れない" },
    Word { value: Prohibition::BeKoedByOpponentsEffects, en: "be K.O.'d by your opponent's effects", ja: "相手の効果でKOされない" },
    Word { value: Prohibition::BeKoedInBattleByLeaders, en: "be K.O.'d in battle by Leaders", ja: "リーダーとのバトルでKOされない" },
    Word { value: Prohibition::BeKoedInBattle, en: "be K.O.'d in battle", ja: "バトルでKOされない" },
    Word { value: Prohibition::BeKoedByEffects, en: "be K.O.'d by effects", ja: "効果でKOされない" },
    Word { value: Prohibition::BeKoed, en: "be K.O.'d", ja: "KOされない" },
    Word { value: Prohibition::Attack, en: "attack", ja: "アタックできない" },
    Word { value: Prohibition::BeRestedByOpponentsEffects, en: "be rested by your opponent's effects", ja: "相手の効果でレストにされない" },
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

/// Reads a prohibition of [`PROHIBITIONS`] in its Japanese continuative form (連用形, 「KOされず」
/// for 「KOされない」), the form a second grant follows: 「このキャラは相手の効果でKOされず、…」.
pub fn prohibition_continuative(c: &mut Cursor) -> Option<Prohibition> {
    PROHIBITIONS.iter().find(|w| w.ja.strip_suffix("ない").is_some_and(|stem| c.attempt(|c| (super::template::lit(c, stem) && c.lit("ず")).then_some(())).is_some())).map(|w| w.value)
}

/// The Japanese continuative form of a prohibition ([`prohibition_continuative`] reads it).
pub fn write_prohibition_continuative(p: Prohibition) -> String {
    let w = text_of(PROHIBITIONS, &p, Lang::Ja);
    format!("{}ず", w.strip_suffix("ない").unwrap_or(w))
}

/// Reads a prohibition of [`PROHIBITIONS`] at `c`.
pub fn prohibition(c: &mut Cursor, lang: Lang) -> Option<Prohibition> {
    read(c, PROHIBITIONS, lang, false)
}

/// Is this word a bracketed tag ("\[On Play\]", 「【登場時】」) — one bracket, nothing after it
/// (「【トリガー】が発動した時、」 is a worded timing that starts with a keyword)?
pub fn is_tag(s: &str) -> bool {
    let close = match s.chars().next() {
        Some('[') => ']',
        Some('【') => '】',
        _ => return false,
    };
    s.find(close).is_some_and(|i| i + close.len_utf8() == s.len())
}

/// The words of `value` in `lang` (every value of these enums has a row: the tables' test).
/// The rules a card's text changes (ルール上, 8-1-3-3-3), each one whole line; the first row of a
/// value is the one written, a later one is a printing also read.
pub const RULE_LINES: &[Word<Extra>] = &[Word {
    value: Extra::FaceUpLifeToDeckBottom,
    en: "Your face-up Life cards are placed at the bottom of your deck instead of being added to your hand, according to the rules.",
    ja: "ルール上、自分の表向きのライフは手札に加わる代わりにデッキの下に置かれる。",
}, Word {
    value: Extra::WinWithEmptyDeck,
    en: "When your deck is reduced to 0, you win the game instead of losing, according to the rules.",
    ja: "ルール上、自分のデッキが0枚になった場合、自分は敗北する代わりに勝利する。",
}, Word {
    value: Extra::AnyNumberInDeck,
    en: "Under the rules of this game, you may have any number of this card in your deck.",
    ja: "ルール上、このカードはデッキに何枚でも入れることができる。",
}, Word {
    // a printing (`render::VARIANTS_JA`: 「入れる事」)
    value: Extra::AnyNumberInDeck,
    en: "Under the rules of this game, you may have any number of this card in your deck.",
    ja: "ルール上、このカードはデッキに何枚でも入れる事ができる。",
}];

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

/// The worded form of a timing (its first row that is not a bracketed tag, or its row with
/// holes): "When your opponent attacks,", 「相手がアタックした時、」.
pub fn worded_when(w: &When, lang: Lang) -> Option<std::borrow::Cow<'static, str>> {
    WHENS.iter().filter(|r| r.value == *w).map(|r| r.text(lang)).find(|t| !is_tag(t)).map(std::borrow::Cow::Borrowed).or_else(|| {
        let t = when_words(w, lang);
        (!t.is_empty()).then_some(t)
    })
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
            rows().find(|r| c.lit(&optional_words(r.text(lang), lang)["This effect can be activated ".len()..])).map(|r| r.value.clone()).or_else(|| {
                c.attempt(|c| {
                    c.lit("when ").then_some(())?;
                    let w = timing_core(c, lang)?;
                    c.lit(".").then_some(w)
                })
            })
        }),
        Lang::Ja => rows().find(|r| c.attempt(|c| (super::template::lit(c, r.text(lang)) && c.lit("発動できる。")).then_some(())).is_some()).map(|r| r.value.clone()).or_else(|| {
            c.attempt(|c| {
                let w = timing_core(c, lang)?;
                c.lit("時、発動できる。").then_some(w)
            })
        }),
    }
}

/// Writes what [`optional_when`] reads (`None` for a timing with no worded form).
pub fn write_optional_when(w: &When, lang: Lang) -> Option<String> {
    worded_when(w, lang).map(|t| optional_words(&t, lang))
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
        for d in [D::ThisBattle, D::UntilEndOfTurn, D::ThisTurn, D::UntilStartOfYourNextTurn, D::UntilEndOfOpponentsNextTurn, D::UntilEndOfYourNextTurn, D::UntilOpponentsNextRefresh, D::UntilEndOfOpponentsNextEndPhase, D::UntilYourNextRefresh] {
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
        let mut all = vec![P::Attack, P::Block, P::BeKoed, P::BeKoedInBattle, P::BeKoedByEffects, P::BeRested, P::BeSetActive, P::BeKoedInBattleByLeaders, P::BeKoedByOpponentsEffects];
        all.extend([P::BeRemovedByOpponentsEffects, P::BeRestedByOpponentsEffects]);
        for attribute in [Attribute::Slash, Attribute::Strike, Attribute::Ranged, Attribute::Special, Attribute::Wisdom] {
            all.extend([false, true].map(|characters| P::BeKoedInBattleByAttribute { attribute, characters }));
        }
        for p in all {
            // a new value fails to compile here until it is listed above (and so tested)
            match p {
                P::Attack | P::Block | P::BeKoed | P::BeKoedInBattle | P::BeKoedByEffects | P::BeRested | P::BeSetActive | P::BeKoedInBattleByLeaders | P::BeKoedByOpponentsEffects => {}
                P::BeRemovedByOpponentsEffects | P::BeRestedByOpponentsEffects | P::BeKoedInBattleByAttribute { .. } => {}
                // not "cannot {p}" words: printed in their own rows of `grammar/permanents.rs`
                // (the turn it is played, "once per turn") or `grammar/clauses.rs` (the base-cost
                // limit of an attack's target, a number), tested in `tests/grammar_families.rs`
                // (the Refresh Phases of both players, on all Characters of a filter)
                P::AttackLeaderOnPlayedTurn | P::BeKoedByOpponentsEffectsOncePerTurn | P::AttackCharactersBaseCostAtMost(_) | P::BecomeActiveInRefreshPhases | P::BePlayedByEffects => continue,
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

    /// Every row of the timing and tag tables reads back through the one tag reader of both
    /// languages: a bracketed timing, a worded one (which ends the tags), a tag condition,
    /// \[Once Per Turn\].
    #[test]
    fn every_timing_and_tag_reads_back_through_the_tag_reader() {
        for w in WHENS {
            for lang in [Lang::En, Lang::Ja] {
                // the worded form of a tag stands only where a tag cannot ("This effect can be
                // activated when your opponent attacks.")
                if !is_tag(w.text(lang)) && is_tag(text_of(WHENS, &w.value, lang)) {
                    continue;
                }
                let text = format!("{}{}", ONCE_PER_TURN.text(lang), w.text(lang));
                let mut c = Cursor::new(&text);
                let t = tags(&mut c, lang);
                assert_eq!(t.when, Some(w.value.clone()), "{text}");
                assert!(t.once && c.at_end(), "{text}");
            }
        }
        for cond in [Condition::Don(2), Condition::YourTurn, Condition::OpponentsTurn] {
            for lang in [Lang::En, Lang::Ja] {
                let text = condition_tag(&cond, lang).expect("a tag condition");
                let mut c = Cursor::new(&text);
                assert_eq!(tags(&mut c, lang).conditions, vec![cond.clone()], "{text}");
                assert!(c.at_end(), "{text}");
                assert!(starts_ability_tag(&text), "{text}");
            }
        }
    }
}
