//! A Kaiun Colosseum card face drawn from its data (2): janken hand (ジャンケン), the two luck
//! values (運値(カチ) and 運値(アイコ・マケ)), cost (コスト), name, the card text rendered from the
//! ability AST in the chosen language, attribute (属性) and species (種族). No images are shipped.

use kaiun_engine::card::{Attribute, Species};
use kaiun_engine::render::{attribute_text, hand_text, species_text};
use kaiun_engine::{render_card_text, CardDef, Hand, Lang};
use yew::prelude::*;

use crate::i18n::{t, Msg};

/// The CSS class of a janken hand.
#[must_use]
pub fn hand_class(h: Hand) -> &'static str {
    match h {
        Hand::Rock => "rock",
        Hand::Scissors => "scissors",
        Hand::Paper => "paper",
    }
}

/// A janken hand's short name, without the brackets of card text: グー / Rock.
#[must_use]
pub fn hand_name(h: Hand, lang: Lang) -> &'static str {
    hand_text(h, lang).trim_matches(|c| matches!(c, '《' | '》' | '[' | ']'))
}

/// A drawn janken sign: a small picture (no emoji font needed) and its name.
pub fn hand_badge(h: Hand, lang: Lang) -> Html {
    let icon = match h {
        // Rock: a fist.
        Hand::Rock => html! {
            <svg viewBox="0 0 24 24" aria-hidden="true"><rect x="4" y="6" width="16" height="13" rx="5" /><path d="M8 6v4M12 6v4M16 6v4" /></svg>
        },
        // Scissors: two fingers in a V.
        Hand::Scissors => html! {
            <svg viewBox="0 0 24 24" aria-hidden="true"><path d="M12 20L6 3M12 20l6-17" /><circle cx="12" cy="19" r="3" /></svg>
        },
        // Paper: an open hand.
        Hand::Paper => html! {
            <svg viewBox="0 0 24 24" aria-hidden="true"><rect x="5" y="11" width="14" height="10" rx="4" /><path d="M7 12V4M10.5 11V2.5M14 11V3M17.5 12V5" /></svg>
        },
    };
    html! {
        <span class={classes!("kjk", hand_class(h))} title={hand_text(h, lang)}>
            { icon }<span class="kjk-name">{ hand_name(h, lang) }</span>
        </span>
    }
}

fn attribute_class(a: Attribute) -> &'static str {
    match a {
        Attribute::Sun => "sun",
        Attribute::Moon => "moon",
        Attribute::Star => "star",
    }
}

/// The card's name in `lang`.
#[must_use]
pub fn card_name(def: &CardDef, lang: Lang) -> String {
    match lang {
        Lang::Ja => def.name.ja.clone(),
        Lang::En => def.name.en.clone(),
    }
}

#[derive(Properties, PartialEq)]
pub struct KaiunFaceProps {
    pub def: CardDef,
    pub lang: Lang,
}

/// The face of a card.
#[function_component(KaiunFace)]
pub fn kaiun_face(p: &KaiunFaceProps) -> Html {
    let d = &p.def;
    let lang = p.lang;
    let text = render_card_text(d, lang);
    let species: Species = d.species;
    html! {
        <div class={classes!("kface", attribute_class(d.attribute))}>
            <div class="kface-top">
                { hand_badge(d.hand, lang) }
                <span class="kcost" title={t(lang, Msg::Cost)}>{ d.cost }</span>
            </div>
            <div class="kface-name">{ card_name(d, lang) }</div>
            <div class="kface-luck">
                <span class="kluck-win" title={t(lang, Msg::LuckWin)}>
                    <small>{ t(lang, Msg::Win) }</small>{ d.luck_win }
                </span>
                <span class="kluck-lose" title={t(lang, Msg::LuckTieLose)}>
                    <small>{ t(lang, Msg::TieLose) }</small>{ d.luck_lose }
                </span>
            </div>
            <div class="kface-text">{ for text.lines().map(|l| html! { <p>{ l }</p> }) }</div>
            <div class="kface-bottom">
                <span>{ attribute_text(d.attribute, lang) }{ species_text(species, lang) }</span>
                <span class="kno">{ d.no.to_string() }</span>
            </div>
        </div>
    }
}
