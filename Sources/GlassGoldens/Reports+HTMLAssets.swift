/// The HTML report's style sheet and script: plain CSS and ES5, no network, no library.
enum HTMLReportAssets {
    static let css = """
        body{font:14px -apple-system,system-ui,sans-serif;margin:24px;color:#1c1c1e}
        h1{font-size:22px} .summary{font-size:16px;font-weight:600;margin-bottom:8px}
        table.meta th{text-align:left;font-weight:500;color:#636366;padding:1px 12px 1px 0}
        .controls{margin:16px 0;position:sticky;top:0;background:#fff;padding:8px 0;z-index:2}
        .controls input[type=search]{width:280px;padding:4px 8px} #shown{color:#636366}
        .result{border:1px solid #d1d1d6;border-radius:12px;padding:12px 16px;margin:12px 0}
        .result.failed{border-color:#ff3b30} .result.missing,.result.error{border-color:#ff9500}
        .result.passed{padding:6px 16px}
        .name{font-weight:600;font-size:16px} .time{color:#636366}
        .status{font-weight:600;text-transform:uppercase;font-size:12px;margin-right:6px}
        .failed .status{color:#ff3b30} .missing .status,.error .status{color:#c93400} .passed .status{color:#248a3d}
        table.figures td{padding:2px 12px 2px 0}
        .accept{margin:8px 0} .accept code{background:#f2f2f7;padding:3px 6px;border-radius:6px;user-select:all}
        .crop{margin:12px 0} .crop-title{color:#636366;margin-bottom:4px}
        .crop figure{display:inline-block;vertical-align:top;margin:0 12px 12px 0}
        .crop .window{position:relative;overflow:hidden;border:1px solid #c7c7cc;max-width:none}
        .crop .window img{position:absolute;max-width:none;image-rendering:pixelated}
        .tools{margin:8px 0} .tools .size{color:#636366}
        .pan{overflow:auto;width:fit-content;max-width:100%;max-height:80vh;border:1px solid #c7c7cc;cursor:grab;
        background:repeating-conic-gradient(#f2f2f7 0 25%,#fff 0 50%) 0 0/16px 16px}
        .pan.dragging{cursor:grabbing}
        .stage{position:relative} .stage img{display:block;width:100%;height:100%;max-width:none;user-select:none}
        .stage img.top{position:absolute;left:0;top:0} .stage.pixelated img{image-rendering:pixelated}
        .divider{position:absolute;top:0;bottom:0;width:0;border-left:2px solid #ff9500;pointer-events:none}
        .divider span{position:absolute;top:6px;background:rgba(0,0,0,.7);color:#fff;font-size:12px;
        padding:1px 6px;border-radius:4px;white-space:nowrap}
        .divider .left{right:6px} .divider .right{left:4px}
        """

    static let script = """
        (function(){
        function all(s,r){return Array.prototype.slice.call((r||document).querySelectorAll(s))}
        all('img[data-image]').forEach(function(img){img.src=IMAGES[img.getAttribute('data-image')]});
        function viewer(v){
          var W=+v.getAttribute('data-width'),H=+v.getAttribute('data-height');
          var mode=v.querySelector('.mode'),zoom=v.querySelector('.zoom'),pos=v.querySelector('.position');
          var pan=v.querySelector('.pan'),stage=v.querySelector('.stage'),base=v.querySelector('img.base');
          var top=v.querySelector('img.top'),divider=v.querySelector('.divider');
          function show(img,name){var k=v.getAttribute('data-'+name);if(img.getAttribute('data-shows')!==k){
            img.setAttribute('data-shows',k);img.src=IMAGES[k]}}
          function scale(){if(zoom.value!=='fit')return +zoom.value;return Math.min(1,(pan.clientWidth||W)/W)}
          function update(){
            var m=mode.value,p=pos.value,s=scale();
            stage.style.width=W*s+'px';stage.style.height=H*s+'px';
            stage.classList.toggle('pixelated',s>1);v.setAttribute('data-scale',String(s));
            var both=m==='swipe'||m==='onion';
            show(base,both?'expected':m);top.style.display=both?'block':'none';pos.disabled=!both;
            divider.style.display=m==='swipe'?'block':'none';
            if(both)show(top,'actual');
            if(m==='swipe'){top.style.opacity=1;top.style.clipPath='inset(0 0 0 '+p+'%)';divider.style.left=p+'%'}
            else{top.style.clipPath='none';top.style.opacity=m==='onion'?p/100:1}
          }
          mode.addEventListener('change',update);zoom.addEventListener('change',update);
          pos.addEventListener('input',update);window.addEventListener('resize',update);
          var drag=null;
          pan.addEventListener('mousedown',function(e){drag={x:e.clientX,y:e.clientY,l:pan.scrollLeft,t:pan.scrollTop};
            pan.classList.add('dragging');e.preventDefault()});
          window.addEventListener('mousemove',function(e){if(!drag)return;
            pan.scrollLeft=drag.l-(e.clientX-drag.x);pan.scrollTop=drag.t-(e.clientY-drag.y)});
          window.addEventListener('mouseup',function(){drag=null;pan.classList.remove('dragging')});
          update();
        }
        all('.viewer').forEach(viewer);
        all('button.copy').forEach(function(b){b.addEventListener('click',function(){
          var text=b.parentNode.querySelector('code').textContent;
          if(navigator.clipboard)navigator.clipboard.writeText(text).then(function(){b.textContent='copied'});})});
        var filter=document.getElementById('filter'),only=document.getElementById('failures-only');
        var shown=document.getElementById('shown'),results=all('section.result');
        function apply(){
          var q=filter.value.toLowerCase(),n=0;
          results.forEach(function(s){
            var passed=s.classList.contains('passed')||s.classList.contains('recorded');
            var hide=(q!==''&&s.getAttribute('data-name').toLowerCase().indexOf(q)<0)||(only.checked&&passed);
            s.hidden=hide;if(!hide)n++});
          shown.textContent=n+' of '+results.length+' shown';
          window.dispatchEvent(new Event('resize'));
        }
        filter.addEventListener('input',apply);only.addEventListener('change',apply);apply();
        })();
        """
}
