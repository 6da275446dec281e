//! The inspector: a card shown large with its name, number, janken hand and text; a click closes it.

use kaiun_engine::{CardDef, Lang};
use yew::prelude::*;

use super::card::{card_name, hand_name, KaiunFace};
use crate::i18n::{t, Msg};

#[derive(Properties, PartialEq)]
pub struct InspectorProps {
    pub lang: Lang,
    /// The card shown.
    pub def: CardDef,
    pub on_close: Callback<()>,
}

#[function_component(Inspector)]
pub fn inspector(p: &InspectorProps) -> Html {
    let lang = p.lang;
    let d = &p.def;
    let close = p.on_close.reform(|_: MouseEvent| ());
    html! {
        <aside class="inspect kinspect" aria-label={t(lang, Msg::CardDetails)} onclick={close}>
            <div class="kcard large"><KaiunFace def={d.clone()} {lang} /></div>
            <div class="inspect-text">
                <h3>{ card_name(d, lang) }</h3>
                <p class="muted">{ format!("{} · {} {}", d.no, hand_name(d.hand, lang), t(lang, Msg::Card)) }</p>
                { for kaiun_engine::render_card_text(d, lang).lines().map(|l| html! { <p class="ktext">{ l }</p> }) }
            </div>
        </aside>
    }
}
