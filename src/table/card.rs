//! A card drawn from its data: a frame in its colours, cost (or Life), power, name, kind and
//! colours in words, keyword badges, the card text (the engine's reading without reminders, then
//! its [Trigger], then any text the engine does not read), counter. No images are shipped, so
//! imported cards look as good as built-in ones.

use opcg_engine::{CardDef, CardKind, Colour, Keyword};
use yew::prelude::*;

use crate::i18n::{both, Lang};

/// The CSS colour name of a card colour.
#[must_use]
pub fn colour_class(c: Colour) -> &'static str {
    match c {
        Colour::Red => "red",
        Colour::Green => "green",
        Colour::Blue => "blue",
        Colour::Purple => "purple",
        Colour::Black => "black",
        Colour::Yellow => "yellow",
    }
}

/// A frame background: one colour, or the colours side by side (2-3-4).
#[must_use]
pub fn frame_style(colours: &[Colour]) -> String {
    match colours {
        [] => "--frame: linear-gradient(var(--black), var(--black))".to_string(),
        [c] => format!("--frame: linear-gradient(var(--{0}), var(--{0}))", colour_class(*c)),
        many => {
            let stops: Vec<String> = many
                .iter()
                .enumerate()
                .map(|(i, c)| {
                    let a = i * 100 / many.len();
                    let b = (i + 1) * 100 / many.len();
                    format!("var(--{}) {a}% {b}%", colour_class(*c))
                })
                .collect();
            format!("--frame: linear-gradient(135deg, {})", stops.join(", "))
        }
    }
}

#[must_use]
pub fn keyword_name(k: Keyword, lang: Lang) -> &'static str {
    match k {
        Keyword::Rush => both(lang, "速攻", "Rush"),
        Keyword::DoubleAttack => both(lang, "ダブルアタック", "Double Attack"),
        Keyword::Banish => both(lang, "バニッシュ", "Banish"),
        Keyword::Blocker => both(lang, "ブロッカー", "Blocker"),
        Keyword::RushCharacter => both(lang, "速攻：キャラ", "Rush: Character"),
        Keyword::Unblockable => both(lang, "ブロック不可", "Unblockable"),
    }
}

/// A card colour in words (the frame shows it too; colour is never the only signal).
#[must_use]
pub fn colour_name(c: Colour, lang: Lang) -> &'static str {
    match c {
        Colour::Red => both(lang, "赤", "Red"),
        Colour::Green => both(lang, "緑", "Green"),
        Colour::Blue => both(lang, "青", "Blue"),
        Colour::Purple => both(lang, "紫", "Purple"),
        Colour::Black => both(lang, "黒", "Black"),
        Colour::Yellow => both(lang, "黄", "Yellow"),
    }
}

#[must_use]
pub fn kind_name(k: CardKind, lang: Lang) -> &'static str {
    match k {
        CardKind::Leader => both(lang, "リーダー", "Leader"),
        CardKind::Character => both(lang, "キャラクター", "Character"),
        CardKind::Event => both(lang, "イベント", "Event"),
        CardKind::Stage => both(lang, "ステージ", "Stage"),
        CardKind::Don => both(lang, "ドン!!", "DON!!"),
    }
}

/// The live numbers of a card on the field, when it is on the field.
#[derive(Clone, Debug, PartialEq)]
pub struct Live {
    pub power: i32,
    pub cost: i32,
    pub don: u8,
    pub rested: bool,
    pub keywords: Vec<Keyword>,
}

#[derive(Properties, PartialEq)]
pub struct CardFaceProps {
    pub def: CardDef,
    #[prop_or_default]
    pub live: Option<Live>,
    pub lang: Lang,
}

/// The face of a card.
#[function_component(CardFace)]
pub fn card_face(p: &CardFaceProps) -> Html {
    let d = &p.def;
    let lang = p.lang;
    let power = p.live.as_ref().map_or(d.power, |l| l.power);
    let cost = p.live.as_ref().map_or(d.cost, |l| l.cost);
    let keywords = p.live.as_ref().map_or(d.keywords.clone(), |l| l.keywords.clone());
    let boosted = p.live.as_ref().is_some_and(|l| l.power != d.power);
    // The text printed on the face: written once per card and language. Keywords are badges, so
    // their lines are left out, and reminders too (the inspector shows the full reading).
    let text = {
        let d = d.clone();
        use_memo((d.number.clone(), lang), move |_| crate::texts::face(&d, lang))
    };
    let (effect, trigger) = &*text;
    let top_left = match d.kind {
        CardKind::Leader => html! { <span class="life" title={both(lang, "ライフ", "Life")}>{ d.life }</span> },
        _ => html! { <span class="cost" title={both(lang, "コスト", "Cost")}>{ cost }</span> },
    };
    let colours: Vec<&str> = d.colours.iter().map(|c| colour_name(*c, lang)).collect();
    html! {
        <div class="face" style={frame_style(&d.colours)}>
            <div class="face-top">
                { top_left }
                if matches!(d.kind, CardKind::Leader | CardKind::Character) {
                    <span class={classes!("power", boosted.then_some("boosted"))} title={both(lang, "パワー", "Power")}>{ power }</span>
                }
            </div>
            <div class="face-name">{ crate::decks::display_name(&d.number, lang, &d.name) }</div>
            <div class="face-kind">{ format!("{} · {}", kind_name(d.kind, lang), colours.join("/")) }</div>
            if !keywords.is_empty() {
                <div class="face-kw">{ for keywords.iter().map(|k| html! { <span>{ keyword_name(*k, lang) }</span> }) }</div>
            }
            <div class="face-text">
                { for effect.lines().map(|l| html! { <p>{ l }</p> }) }
                if let Some(t) = trigger { <p class="face-trigger">{ t }</p> }
                // text the engine does not read: the players carry it out by hand
                { for d.unread.iter().map(|l| html! { <p class="face-unread">{ l }</p> }) }
            </div>
            if d.counter > 0 || d.trigger.is_some() || !d.unread.is_empty() {
                <div class="face-bottom">
                    if d.counter > 0 {
                        <span class="counter" title={both(lang, "カウンター", "Counter")}>{ format!("+{}", d.counter) }</span>
                    }
                    if d.trigger.is_some() {
                        <span class="trigger-mark" title={both(lang, "トリガー", "Trigger")}>{ "T" }</span>
                    }
                    if !d.unread.is_empty() {
                        <span class="unread-mark" role="img"
                              title={both(lang, "エンジンが読めない文があります（手動で実行）", "Some text is not read by the engine (carried out by hand)")}
                              aria-label={both(lang, "未対応の文あり", "Text not read")}>{ "!" }</span>
                    }
                </div>
            }
        </div>
    }
}
