//! The pass-and-play curtain (#12 item 7: one curtain for both tables): it says whom to pass
//! the device to and why, and shows nothing private; the seat's cards are drawn only after its
//! player presses the button. Who the curtain is for is decided by `crate::seats::curtain`; what
//! it says of the waiting decision is each table's own (public facts only), given as children.

use yew::prelude::*;

use crate::i18n::{t, tf, Fmt, Lang, Msg};
use game_core::Seat;

/// "プレイヤーA" / "Player A" (both games name the seats so).
#[must_use]
pub fn seat_name(seat: Seat, lang: Lang) -> String {
    tf(lang, Fmt::SeatName { seat: &seat.to_string() })
}

#[derive(Properties, PartialEq)]
pub struct CurtainProps {
    pub lang: Lang,
    /// The seat the device goes to.
    pub next: Seat,
    /// The table's own class beside `curtain` (Kaiun: `kcurtain`).
    #[prop_or_default]
    pub class: Classes,
    /// The number of actions taken (`data-step`, which the browser tests read), if the table says it.
    #[prop_or_default]
    pub step: Option<String>,
    /// Above the "pass the device" line (Kaiun: the game and the turn).
    #[prop_or_default]
    pub above: Html,
    /// Under the reminder to hide the screen (Kaiun: the last battle).
    #[prop_or_default]
    pub below: Html,
    /// Why the device changes hands, under the "pass the device" line.
    #[prop_or_default]
    pub children: Html,
    /// The next seat's player is at the device.
    pub on_show: Callback<()>,
}

/// The curtain, a modal dialog over the whole screen; its button takes the focus
/// (`#curtain-show`, focused by the table).
#[function_component(Curtain)]
pub fn curtain(p: &CurtainProps) -> Html {
    let (lang, next) = (p.lang, p.next);
    let text = tf(lang, Fmt::PassTheDeviceTo { seat: &seat_name(next, lang) });
    let button = tf(lang, Fmt::ShowMyCards { seat: &seat_name(next, lang) });
    let onclick = {
        let on_show = p.on_show.clone();
        Callback::from(move |_| on_show.emit(()))
    };
    html! {
        <div class={classes!("curtain", p.class.clone())} role="dialog" aria-modal="true" aria-labelledby="curtain-text" data-step={p.step.clone()}>
            <div class="curtain-box">
                { p.above.clone() }
                <p id="curtain-text" class="curtain-text">{ text }</p>
                { p.children.clone() }
                <p class="curtain-help">{ t(lang, Msg::MakeSureTheOtherPlayer) }</p>
                { p.below.clone() }
                <button type="button" class="primary big" id="curtain-show" {onclick}>{ button }</button>
            </div>
        </div>
    }
}
